"""operator for hyexec: the operators as functions, itemgetter, attrgetter,
methodcaller (written in the Python subset hyexec runs)."""

_builtin_abs = abs


def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return True if a else False
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def abs(a): return _builtin_abs(a)
def add(a, b): return a + b
def and_(a, b): return a & b
def floordiv(a, b): return a // b
def index(a):
    """Same as a.__index__()"""
    # As C's PyNumber_Index: the type's __index__, an exact int back.
    if isinstance(a, int):
        return int.__index__(a)
    method = getattr(type(a), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(a).__name__)
    result = method(a)
    if not isinstance(result, int):
        raise TypeError('__index__ returned non-int (type %s)' % type(result).__name__)
    return int.__index__(result)
def inv(a): return ~a
invert = inv
def lshift(a, b): return a << b
def mod(a, b): return a % b
def mul(a, b): return a * b
def matmul(a, b): return a @ b
def neg(a): return -a
def or_(a, b): return a | b
def pos(a): return +a
def pow(a, b): return a ** b
def rshift(a, b): return a >> b
def sub(a, b): return a - b
def truediv(a, b): return a / b
def xor(a, b): return a ^ b


def concat(a, b):
    if not hasattr(a, '__getitem__'):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    return a + b


def contains(a, b): return b in a


def countOf(a, b):
    return sum(1 for x in a if x is b or x == b)


def indexOf(a, b):
    for i, x in enumerate(a):
        if x is b or x == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')


def getitem(a, b): return a[b]


def setitem(a, b, c):
    a[b] = c


def delitem(a, b):
    del a[b]


def length_hint(obj, default=0):
    try:
        return len(obj)
    except TypeError:
        return default


def iadd(a, b):
    a += b
    return a


def iand(a, b):
    a &= b
    return a


def iconcat(a, b):
    a += b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def imatmul(a, b):
    a @= b
    return a


def imod(a, b):
    a %= b
    return a


def imul(a, b):
    a *= b
    return a


def ior(a, b):
    a |= b
    return a


def ipow(a, b):
    a **= b
    return a


def irshift(a, b):
    a >>= b
    return a


def isub(a, b):
    a -= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ixor(a, b):
    a ^= b
    return a


class itemgetter:
    def __init__(self, item, *items):
        self._items = (item,) + items

    def __call__(self, obj):
        if len(self._items) == 1:
            return obj[self._items[0]]
        return tuple(obj[i] for i in self._items)

    def __repr__(self):
        return 'operator.itemgetter(%s)' % ', '.join(map(repr, self._items))


class attrgetter:
    def __init__(self, attr, *attrs):
        for a in (attr,) + attrs:
            if not isinstance(a, str):
                raise TypeError('attribute name must be a string')
        self._attrs = (attr,) + attrs

    def _get(self, obj, name):
        for part in name.split('.'):
            obj = getattr(obj, part)
        return obj

    def __call__(self, obj):
        if len(self._attrs) == 1:
            return self._get(obj, self._attrs[0])
        return tuple(self._get(obj, a) for a in self._attrs)

    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join(map(repr, self._attrs))


class methodcaller:
    def __init__(self, name, *args, **kwargs):
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)


# The dunder aliases CPython's operator module also has (operator.__add__...).
for _name in ('abs', 'add', 'and_', 'concat', 'contains', 'delitem', 'eq', 'floordiv', 'ge',
              'getitem', 'gt', 'iadd', 'iand', 'iconcat', 'ifloordiv', 'ilshift', 'imatmul',
              'imod', 'imul', 'index', 'inv', 'invert', 'ior', 'ipow', 'irshift', 'isub',
              'itruediv', 'ixor', 'le', 'lshift', 'lt', 'matmul', 'mod', 'mul', 'ne', 'neg',
              'not_', 'or_', 'pos', 'pow', 'rshift', 'setitem', 'sub', 'truediv', 'xor'):
    if _name in globals():
        globals()['__%s__' % _name.rstrip('_')] = globals()[_name]
del _name
