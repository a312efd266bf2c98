# shlex: split (POSIX quoting, escapes, comments), quote, join, the lexer's modes.
import shlex
print(shlex.split('a "b c" d\\ e \'f g\' # not a comment'), shlex.split('a # c\nb', comments=True))
print(shlex.split('x="a b" y=\'c\' "esc\\"aped"'), shlex.split('a "" b'), shlex.split(''))
print(shlex.quote(''), shlex.quote('abc'), shlex.quote("it's here"), shlex.join(['ls', '-l', 'my file']))
print(list(shlex.shlex('a && b || (c; d)', punctuation_chars=True)))
print(list(shlex.shlex('foo bar "baz qux" # comment')), list(shlex.shlex("a 'b' c", posix=True)))
l = shlex.shlex('one two'); print(l.get_token(), l.lineno); l.push_token('zero'); print(l.get_token(), l.get_token(), repr(l.get_token()))
for bad in ['a "b', 'a\\']:
    try:
        shlex.split(bad)
    except ValueError as e:
        print(e)
print(shlex.split('héllo wörld "ünï"'))
