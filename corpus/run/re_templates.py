# re: replacement templates compiled as CPython's (errors and positions before any
# match, octal and group escapes), str subclasses and buffers as subjects, group
# indices, regs, leading inline flags in Pattern.flags, keyword arguments.
import re
for pat, repl in [('(?P<a>x)', r'\g<a'), ('(?P<a>x)', r'\g<'), ('(?P<a>x)', r'\g'), ('(?P<a>x)', r'\g<a a>'),
                  ('(?P<a>x)', r'\g<>'), ('(?P<a>x)', r'\g<1a1>'), ('(?P<a>x)', r'\g<2>'), ('(?P<a>x)', r'\2'),
                  ('(?P<a>x)', r'\g<ab>'), ('(?P<a>x)', r'\g<-1>'), ('(?P<a>x)', r'\g<©>'), ('x', '\\'),
                  ('x', r'\q'), ('x', r'\777'), ('(x)', r'[\1\g<1>\g<0>\g< 1 >]'), ('x', r'\0\01\012\n\t\\\%'),
                  ('(a)(b)?', r'<\2>'), (b'(?P<n>x)', rb'\g<n>\x'), ('(?P<é>x)', r'\g<é>')]:
    try: print(repr(re.sub(pat, repl, 'axbx' if isinstance(pat, str) else b'axbx')))
    except re.error as e: print('error', e.msg, e.pos, str(e))
    except IndexError as e: print('IndexError', e)
m = re.match(r'(\w+) (\w+)', 'hello world')
print(m.expand(r'\2 \1'), re.sub('a', r'\n', 'bab'), re.subn('(a)', r'[\1]', 'aaa', count=2))
try: re.sub('(?P<a>x)', r'\g<a', 'yy')
except re.error as e: print('error before any match', e.pos)
class S(str):
    def __getitem__(self, index):
        return S(super().__getitem__(index))
print(re.match('(a)', S('a')).groups(), re.findall(b'b', memoryview(b'abcb')), re.sub(b'b', memoryview(b'X'), b'abc'))
m = re.match('(a)(b)?', 'ac')
for g in (-1, 3, 1 << 100, 'x', (1,), ''):
    try: m.group(g)
    except IndexError as e: print('IndexError', e)
print(m.regs, re.compile('(?i)(?s)a').flags, re.compile('(?i)a'), re.compile('x').split(string='axbxc', maxsplit=1))
print(re.compile('(a)').subn('[\\1]', 'aaa', count=2))
