# collections' UserDict, UserList, UserString and ChainMap.
from collections import UserDict, UserList, UserString, ChainMap
import collections.abc
class D(UserDict):
    def __missing__(self, k): return 'miss'
d = D(a=1); d['b'] = 2
print(d, d['zz'], len(d), 'a' in d, d.get('q', 5), dict(d), isinstance(d, collections.abc.MutableMapping), d | {'c': 3})
l = UserList([3, 1, 2]); l.append(0); l.sort()
print(l, l[1:], l + [9], 2 in l, len(l), l == [0, 1, 2, 3], l.pop(), l * 2)
s = UserString('hello')
print(s.upper(), s[1:3], s + '!', 'ell' in s, len(s), s.find('l'), s.split('l'), s == 'hello')
c = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(c['a'], c['b'], len(c), sorted(c), c, c.new_child({'z': 0}), c.parents)
c['x'] = 5; print(c.maps[0])
