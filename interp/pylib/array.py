# array: typed arrays of numbers, stored as a list of checked Python values;
# their bytes come from struct (native layout, little-endian x86-64 sizes).
import struct

import _array
import _hyexec

typecodes = 'bBuhHiIlLqQfd'

_SIZES = {'b': 1, 'B': 1, 'u': 4, 'h': 2, 'H': 2, 'i': 4, 'I': 4,
          'l': 8, 'L': 8, 'q': 8, 'Q': 8, 'f': 4, 'd': 8}
_LONG = (-(1 << 63), (1 << 63) - 1)


def _range(name, x, lo, hi):
    if x > hi:
        raise OverflowError(name + ' is greater than maximum')
    if x < lo:
        raise OverflowError(name + ' is less than minimum')


def _check(typecode, x):
    """x as an item of an array of `typecode`, with CPython's conversion errors."""
    if typecode == 'u':
        if not isinstance(x, str) or len(x) != 1:
            raise TypeError("array item must be unicode character")
        return x
    if typecode in 'fd':
        if not isinstance(x, (int, float)) and not hasattr(type(x), '__float__') \
                and not hasattr(type(x), '__index__'):
            raise TypeError('must be real number, not ' + type(x).__name__)
        return float(x)
    if not isinstance(x, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    x = int(x)
    if typecode in 'qQ':
        if typecode == 'Q' and x < 0:
            raise OverflowError("can't convert negative int to unsigned")
        if not (-(1 << 63) <= x < (1 << 64) if typecode == 'Q' else _LONG[0] <= x <= _LONG[1]):
            raise OverflowError('int too big to convert')
        return x
    if typecode in 'IL':
        if x < 0:
            raise OverflowError("can't convert negative value to unsigned int")
        if x >= 1 << 64:
            raise OverflowError('Python int too large to convert to C unsigned long')
        if typecode == 'I':
            _range('unsigned int', x, 0, (1 << 32) - 1)
        return x
    if not _LONG[0] <= x <= _LONG[1]:
        raise OverflowError('Python int too large to convert to C long')
    if typecode == 'b':
        _range('signed short integer', x, -(1 << 15), (1 << 15) - 1)
        _range('signed char', x, -128, 127)
    elif typecode == 'B':
        _range('unsigned byte integer', x, 0, 255)
    elif typecode == 'h':
        _range('signed short integer', x, -(1 << 15), (1 << 15) - 1)
    elif typecode == 'H':
        _range('signed integer', x, -(1 << 31), (1 << 31) - 1)
        _range('unsigned short', x, 0, (1 << 16) - 1)
    elif typecode == 'i':
        _range('signed integer', x, -(1 << 31), (1 << 31) - 1)
    return x


def _index(i):
    """An array index as int, with array's TypeError."""
    if isinstance(i, int):
        return i
    if not hasattr(type(i), '__index__'):
        raise TypeError('array indices must be integers')
    return type(i).__index__(i)


class array:
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE, as CPython's array: `match` takes it for one

    def __copy__(self):
        return type(self)(self.typecode, self)

    def __deepcopy__(self, memo):
        return type(self)(self.typecode, self)

    def __reduce_ex__(self, protocol):
        # CPython's protocol-2 form (later protocols name _array_reconstructor
        # over the machine bytes; both rebuild the same array).
        state = {k: v for k, v in vars(self).items()
                 if k not in ('typecode', 'itemsize', '_items')}
        return type(self), (self.typecode, list(self._items)), state or None

    def __init__(self, typecode, initializer=None):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not " + type(typecode).__name__)
        if typecode not in typecodes:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self.typecode = typecode
        self.itemsize = _SIZES[typecode]
        self._items = []
        if initializer is None:
            return
        if isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, str):
            if typecode != 'u':
                raise TypeError("cannot use a str to initialize an array with typecode '%s'" % typecode)
            self._items = list(initializer)
        elif isinstance(initializer, array) and initializer.typecode != typecode and typecode == 'u':
            raise TypeError("cannot use a unicode array to initialize an array with typecode 'u'")
        else:
            self.extend(initializer)

    def _wrap(self, items):
        out = array(self.typecode)
        out._items = items
        return out

    def __repr__(self):
        if not self._items:
            return "array('%s')" % self.typecode
        if self.typecode == 'u':
            return "array('u', %r)" % ''.join(self._items)
        return "array('%s', %r)" % (self.typecode, self._items)

    # Item access is native (_array): the plain cases there, the rest in
    # _getitem / _setitem below. As methods: a module's function would not
    # bind the array.
    __len__ = _hyexec.method(_array.length)
    __getitem__ = _hyexec.method(_array.getitem)
    __setitem__ = _hyexec.method(_array.setitem)

    def __iter__(self):
        return iter(self._items)

    def __contains__(self, x):
        return x in self._items

    def _getitem(self, i):
        if isinstance(i, slice):
            return self._wrap(self._items[i])
        i = _index(i)
        try:
            return self._items[i]
        except IndexError:
            raise IndexError('array index out of range') from None

    def _setitem(self, i, x):
        if isinstance(i, slice):
            if not isinstance(x, array):
                raise TypeError("can only assign array (not \"%s\") to array slice" % type(x).__name__)
            self._items[i] = x._items
            return
        i = _index(i)
        if not -len(self._items) <= i < len(self._items):
            raise IndexError('array assignment index out of range')
        self._items[i] = _check(self.typecode, x)

    def __delitem__(self, i):
        del self._items[i]

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items == other._items

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items != other._items

    def __lt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items < other._items

    def __le__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items <= other._items

    def __gt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items > other._items

    def __ge__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items >= other._items

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only append array (not "%s") to array' % type(other).__name__)
        if other.typecode != self.typecode:
            raise TypeError('bad argument type for built-in operation')
        return self._wrap(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")' % type(other).__name__)
        self.extend(other)
        return self

    def __mul__(self, n):
        return self._wrap(self._items * n)

    __rmul__ = __mul__

    def __buffer__(self, flags=0):
        # The buffer protocol, as bytes() and bytearray() read it.
        return self.tobytes()

    def append(self, x):
        self._items.append(_check(self.typecode, x))

    def extend(self, iterable):
        if isinstance(iterable, array) and iterable.typecode != self.typecode:
            raise TypeError('can only extend with array of same kind')
        for x in iterable:
            self._items.append(_check(self.typecode, x))

    def insert(self, i, x):
        self._items.insert(i, _check(self.typecode, x))

    def pop(self, i=-1):
        if not self._items:
            raise IndexError('pop from empty array')
        return self._items.pop(i)

    def remove(self, x):
        if x not in self._items:
            raise ValueError('array.remove(x): x not in array')
        self._items.remove(x)

    def index(self, x, start=0, stop=None):
        try:
            return self._items.index(x, start, len(self._items) if stop is None else stop)
        except ValueError:
            raise ValueError('array.index(x): x not in array') from None

    def count(self, x):
        return self._items.count(x)

    def reverse(self):
        self._items.reverse()

    def tolist(self):
        return list(self._items)

    def tounicode(self):
        if self.typecode != 'u':
            raise ValueError('tounicode() may only be called on unicode type arrays')
        return ''.join(self._items)

    def fromlist(self, items):
        if not isinstance(items, list):
            raise TypeError('arg must be list')
        self.extend(items)

    def frombytes(self, data):
        if len(data) % self.itemsize:
            raise ValueError('bytes length not a multiple of item size')
        if self.typecode == 'u':
            self._items.extend(chr(c) for (c,) in struct.iter_unpack('<I', bytes(data)))
        else:
            self._items.extend(x for (x,) in struct.iter_unpack('<' + self._struct_code(), bytes(data)))

    def tobytes(self):
        if self.typecode == 'u':
            return struct.pack('<%dI' % len(self._items), *[ord(c) for c in self._items])
        return struct.pack('<%d%s' % (len(self._items), self._struct_code()), *self._items)

    def _struct_code(self):
        return {'l': 'q', 'L': 'Q'}.get(self.typecode, self.typecode)

    def byteswap(self):
        if self.itemsize == 1:
            return
        data = self.tobytes()
        n = self.itemsize
        swapped = b''.join(data[i:i + n][::-1] for i in range(0, len(data), n))
        self._items = []
        self.frombytes(swapped)

    def buffer_info(self):
        return (id(self), len(self._items))


ArrayType = array
