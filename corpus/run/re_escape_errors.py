# re: sre's escape rules where PCRE2's are looser (bad escapes, incomplete \x/\u/\U,
# octal above 0o377, \N without {) with re.error's msg and pos; \v is a vertical tab.
import re
import string
for pat in [r'\567', r'\x1', r'\x', r'\u12', r'\U0011FFFF', r'\q', r'[\q]', r'[\8]', r'\e', r'\g', r'\k', r'\p{L}',
            r'\R', r'\X', r'\h', r'\K', r'\Q', r'\E', r'\G', r'\C', '\\', r'[\A]', r'[\Z]', r'[\B]', b'\\u0041', rb'\N']:
    try: print(repr(pat), re.compile(pat))
    except re.error as e: print(repr(pat), 'error', e.msg, e.pos)
print(re.match(r'\v', '\x0b'), re.match(r'\v', '\n'), re.match(r'[\v]', '\x0b'), re.match(r'\101\0[\101]', 'A\0A'))
print(re.match(r'\x41\u0042\t\n\a\f\r\\', 'AB\t\n\a\f\r\\'), re.match(r'(a)\1', 'aa'), re.match(r'[\b]', '\b'))
for c in string.ascii_letters:
    try: re.compile('\\' + c); ok = True
    except re.error: ok = False
    try: re.compile('[\\' + c + ']'); okc = True
    except re.error: okc = False
    print(c, ok, okc, end='; ')
print()
