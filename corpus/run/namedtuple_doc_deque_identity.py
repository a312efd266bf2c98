# A namedtuple field's __doc__ is writable (logging's and typing's code set
# it), and a deque finds an item by identity before equality, as
# PyObject_RichCompareBool does: nan is found, counted, indexed and removed.
import collections
P = collections.namedtuple('P', 'x y')
print(P.x.__doc__)
P.x.__doc__ = 'the x coordinate'
print(P.x.__doc__, P(1, 2).x)
n = float('nan')
d = collections.deque([1, n, 'a'])
print(n in d, d.count(n), d.index(n))
d.remove(n)
print(d)
