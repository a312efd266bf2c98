# namedtuple as CPython's: name checks and renaming, defaults, __new__'s
# argument errors, _make/_replace, docs, repr of subclasses, the module.
from collections import namedtuple
P = namedtuple('Point', 'x, y')
print(P.__doc__, P.x.__doc__, P.__module__, P._fields, P(1, y=2), P._make([3, 4]))
print(namedtuple('NT', ['abc', 'def', 'abc', '_x', 'class'], rename=True)._fields)
for args, kw in [(('P', 'x x'), {}), (('P', 'x _y'), {}), (('P', 'x def'), {}),
                 (('P', 'x 1y'), {}), (('1P', 'x'), {}), (('P', 'x y'), {'defaults': (1, 2, 3)})]:
    try:
        namedtuple(*args, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
D = namedtuple('D', 'a b c', defaults=(10, 20))
print(D(1), D(1, 2, 3), D._field_defaults)
for call in (lambda: D(), lambda: D(1, 2, 3, 4), lambda: P(), lambda: P(1, x=2), lambda: P(1, 2, z=3),
             lambda: P._make([1]), lambda: P(1, 2)._replace(z=1), lambda: namedtuple('T', 'a b c')()):
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class B(P):
    pass
print(B(1, 2), B(1, 2)._replace(x=5), P(1, 2)._asdict(), P(1, 2).__getnewargs__())
S = namedtuple('S', 'cls self')
print(S(1, 2), S(cls=3, self=4))
