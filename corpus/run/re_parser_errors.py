# re reads each new pattern with CPython's parser: its errors and positions,
# Pattern.flags and repr, RegexFlag, the pattern cache.
import re

print(repr(re.I), str(re.A), re.I | re.M, re.compile('a', re.I).flags)
print(re.compile('(?a)x').flags, re.compile(b'x').flags, re.compile(b'(?L)x').flags)
print(repr(re.compile('x', re.I | re.U)), repr(re.compile(b'x', re.L)))
print(repr(re.compile('x', 0x123000 | re.A)), len(repr(re.compile('x' * 300))))
print(re.compile('a') is re.compile('a'), re.compile('a') is re.compile('a', re.I))
print(re.match('(?i)A', 'a'), re.match(r'(?a:\w)', 'x'), re.match(r'(?u)\w', 'é'))
for p in ['a**', '*', '(?P<1a>x)', '[b-a]', 'a{3,1}', '(?<=a+)b', r'\1(a)', '(', 'a)', '(?i',
          '(?x)a(?i)b', '(?<=(?:ab|c))d', '(?P<n>a)(?P=m)']:
    try:
        re.compile(p)
        print(p, 'ok')
    except re.error as e:
        print(p, 'error:', e, e.pos, e.lineno, e.colno)
try:
    re.compile('x', re.L)
except ValueError as e:
    print('ValueError:', e)
try:
    re.compile('a\n(b', re.X)
except re.error as e:
    print(e.msg, '|', e)
print(re.sub('(a)', r'\1\1', 'cat'), re.findall(r'\d+', 'a1b22'), re.split(',', 'a,b'))
print(isinstance(re.error('x'), Exception), re.error.__module__, re.RegexFlag.__name__)
