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

# Patterns compare and hash by pattern and flags, copy as themselves, pickle
# through re._compile; groupindex is read-only; '[' in a class is a literal.
import copy
import pickle
import warnings

p = re.compile(r'(?P<int>\d+)(?:\.(?P<frac>\d*))?')
print(copy.copy(p) is p, copy.deepcopy(p) is p, pickle.loads(pickle.dumps(p)) == p)
m = p.match('12.34')
print(copy.copy(m) is m, dict(p.groupindex))
try:
    p.groupindex['int'] = 3
except TypeError as e:
    print('TypeError:', e)
a, b = re.compile('a', re.I), re.compile('a', re.I | re.U)
print(a is b, a == b, hash(a) == hash(b), a != re.compile('a'))
print(re.Pattern.__module__, re.Pattern.__name__, re.Pattern, re.Match.__qualname__)
with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    print(re.findall('[[:digit:]]', 'a1:d'))
print(re.match(r'\N{LATIN SMALL LETTER A}+', 'aab'), re.match(r'[\N{DIGIT ONE}]', '1'))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    t1 = re.template('a')
    t2 = re.compile('a', flags=re.TEMPLATE | re.UNICODE)
    print(len(w), [str(x.message)[:30] for x in w], t1 == t2)
