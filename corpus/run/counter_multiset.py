# Counter as a multiset, as CPython's: comparisons, unary and in-place operators,
# positional-only self, subclass-preserving copy, repr and errors.
from collections import Counter
import random
random.seed(5)
c = Counter('abracadabra')
print(c, c.most_common(2), sorted(c.elements()), c.total())
d = Counter(a=3, b=-1, z=2)
print(c + d, c - d, c | d, c & d, +d, -d)
e = c.copy(); e += d; print(e)
e = c.copy(); e -= d; print(e)
e = c.copy(); e |= d; print(e)
e = c.copy(); e &= d; print(e)
print(c <= c + d, c < c, c >= Counter('ab'), c > Counter('ab'), c == Counter(c), Counter(a=1) == {'a': 1})
c.update({'a': 1}, q=4); c.subtract('aaq', r=2); print(c)
del c['nope']; print(repr(Counter()), repr(Counter({1: 'x', 'a': 2})) if False else '')
try: Counter.fromkeys('ab')
except NotImplementedError as ex: print(ex)
class Sub(Counter): pass
print(type(Sub('ab').copy()).__name__, Sub('ab'), Counter(self=1, iterable=2))
print(Counter[int], Counter('ab').__reduce__())
