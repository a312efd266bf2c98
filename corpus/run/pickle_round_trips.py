# pickle round trips over CPython's pure-Python pickle: protocols 1 to 5 (0
# writes str by the raw-unicode-escape codec, which hyexec lacks yet), the
# builtin types, user classes (by __reduce_ex__, __getstate__/__setstate__,
# __getnewargs_ex__, __slots__), subclasses of builtins, shared and recursive
# references; and object.__reduce_ex__'s own results.
import copyreg
import pickle
from collections import OrderedDict


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return type(other) is Point and (self.x, self.y) == (other.x, other.y)


class Stateful:
    def __init__(self):
        self.secret = 'hidden'
        self.shown = 1

    def __getstate__(self):
        return {'shown': self.shown}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.restored = True


class KwOnly:
    def __new__(cls, *, size):
        self = super().__new__(cls)
        self.size = size
        return self

    def __getnewargs_ex__(self):
        return (), {'size': self.size}


class Slotted:
    __slots__ = ('a', 'b')


class MyInt(int):
    pass


class MyList(list):
    pass


class Reduced:
    def __init__(self, v):
        self.v = v

    def __reduce__(self):
        return (Reduced, (self.v * 2,))


values = [None, True, 7, -2**70, 1.5, 2j, 'héllo', b'\x00\xff', bytearray(b'ab'),
          (1, (2, 3)), [1, [2]], {'k': [1]}, {1, 2}, frozenset({3}), range(1, 9, 2),
          slice(1, None), Ellipsis, len, Point, ValueError('bad', 2)]
for proto in range(1, pickle.HIGHEST_PROTOCOL + 1):
    out = []
    for v in values:
        back = pickle.loads(pickle.dumps(v, proto))
        same = back == v if not isinstance(v, BaseException) else back.args == v.args
        out.append(same and type(back) is type(v))
    print(proto, all(out), [v for v, ok in zip(values, out) if not ok])

for proto in (1, 2, 4, 5):
    p = pickle.loads(pickle.dumps(Point(1, [2]), proto))
    s = pickle.loads(pickle.dumps(Stateful(), proto))
    k = pickle.loads(pickle.dumps(KwOnly(size=3), proto)) if proto >= 2 else None
    i = pickle.loads(pickle.dumps(MyInt(5), proto))
    ml = MyList([1, 2])
    ml.tag = 't'
    ml2 = pickle.loads(pickle.dumps(ml, proto))
    r = pickle.loads(pickle.dumps(Reduced(4), proto))
    print(proto, p == Point(1, [2]), vars(s), k and k.size, type(i).__name__, i,
          type(ml2).__name__, ml2, ml2.tag, r.v)

sl = Slotted()
sl.a = 1
back = pickle.loads(pickle.dumps(sl, 2))
print(back.a, hasattr(back, 'b'))
try:
    pickle.dumps(sl, 1)
except TypeError as e:
    print('TypeError:', e)

shared = [1]
pair = pickle.loads(pickle.dumps([shared, shared]))
print(pair[0] is pair[1])
rec = []
rec.append(rec)
back = pickle.loads(pickle.dumps(rec))
print(back[0] is back)
od = OrderedDict(a=1, b=2)
od.move_to_end('a')
back = pickle.loads(pickle.dumps(od))
print(back, type(back).__name__)

print(pickle.loads(pickle.dumps([3, (4, None)], 0)))
print(pickle.dumps(7, 0), pickle.dumps('ab', 2), pickle.dumps((1, None), 4))
print(pickle.dumps([1, 2.5, 'x'], 5))

red = Point(1, 2).__reduce_ex__(2)
print(red[0] is copyreg.__newobj__, red[1] == (Point,), red[2], red[3:])
red = Point(1, 2).__reduce_ex__(0)
print(red[0] is copyreg._reconstructor, red[1], red[2])
print(MyInt(3).__reduce_ex__(2)[1], {1}.__reduce__(), bytearray(b'a').__reduce_ex__(3))
print(object.__reduce_ex__(Slotted(), 2)[2])
try:
    pickle.dumps((x for x in ()))
except TypeError as e:
    print('TypeError:', e)
try:
    pickle.loads(b'')
except EOFError as e:
    print('EOFError')
