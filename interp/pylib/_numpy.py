# _numpy: a small numpy for snippets whose `import numpy as np` was stripped
# or cannot be found. The offline oracle answers `np` / `numpy` with this
# module (an uncertain answer: errors after it are oracle-dependent), so a
# snippet runs on arrays that behave like numpy's instead of on guesses.
# N-dimensional arrays of int, float, bool, str or object stored flat in
# row-major order; elementwise arithmetic and comparisons with broadcasting;
# reductions along an axis; indexing by ints, slices, tuples, boolean masks
# and integer lists (ints and slices give views that write through, as
# numpy's do); int64 elements wrap around as numpy's do (ints beyond int64
# make an object array). Differences from numpy: reshape, ravel and .T copy;
# scalar results (a sum, an element times an int) are Python ints, which do
# not wrap; arrays of over 100000 elements are the oracle's stand-ins;
# optional keywords numpy takes (out, keepdims, order, copy) are accepted
# and ignored. Anything missing falls back to the oracle
# (module __getattr__).
from _mock import Mock as _Mock
import math as _math
import _numpy_format as _format

# The builtins this module's own sum, max, min, any, all, round, abs shadow.
_bsum, _bmax, _bmin, _bany, _ball, _bround, _babs = sum, max, min, any, all, round, abs

nan = float('nan')
inf = float('inf')
pi = 3.141592653589793
e = 2.718281828459045
newaxis = None


class AxisError(IndexError):
    """numpy's (also a ValueError there)."""


class dtype:
    def __init__(self, name, kind=None):
        if kind is None:  # np.dtype('float32'), np.dtype(int)
            d = _dtype_of(name)
            known = isinstance(name, str) and name[-2:] in ('32', '16', '64') or name in ('int8', 'uint8')
            name, kind = (name if known else d.name), d.kind
        self.name = name
        self.kind = kind  # 'b', 'i', 'f', 'U', 'O'

    def type(self, v):
        return _cast(v, self.kind)

    def __eq__(self, other):
        if isinstance(other, dtype):
            return other.name == self.name
        d = _dtype_of(other)
        return d is not None and d.name == self.name

    def __hash__(self):
        return hash(self.name)

    def __repr__(self):
        return "dtype('" + self.name + "')"

    def __str__(self):
        return self.name


_BOOL = dtype('bool', 'b')
_INT = dtype('int64', 'i')
_FLOAT = dtype('float64', 'f')
_OBJECT = dtype('object', 'O')

int64 = int32 = int16 = int8 = uint64 = uint32 = uint8 = int_ = intc = intp = int
float64 = float32 = float16 = float_ = double = float
bool_ = bool
str_ = unicode_ = str
object_ = object
complex128 = complex


def _dtype_of(spec):
    if spec is None:
        return None
    if isinstance(spec, dtype):
        return spec
    if spec is bool or spec in ('bool', '?', 'bool_', 'bool8'):
        return _BOOL
    if spec is int or spec in ('int', 'int64', 'int32', 'int16', 'int8', 'i8', 'i4', 'uint64',
                               'uint32', 'uint8', 'l', 'q', 'i'):
        return _INT
    if spec is float or spec in ('float', 'float64', 'float32', 'f8', 'f4', 'd', 'f'):
        return _FLOAT
    if spec is str or (isinstance(spec, str) and spec[:2] in ('<U', 'U', 'st')):
        return dtype('<U', 'U')
    return _OBJECT


def _cast(v, kind):
    if kind == 'i':
        v = int(v)
        if -9223372036854775808 <= v <= 9223372036854775807:
            return v
        return (v + 9223372036854775808) % 18446744073709551616 - 9223372036854775808  # int64 wraps

    if kind == 'f':
        return float(v)
    if kind == 'b':
        return bool(v)
    if kind == 'U':
        return str(v)
    return v


def _kind_of_values(values):
    types = set(type(v) for v in values)
    if not types or types == {bool}:
        return 'b'
    if types == {str}:
        return 'U'
    if types <= {bool, int}:
        if _bany(v > 9223372036854775807 or v < -9223372036854775808 for v in values):
            return 'O'
        return 'i'
    if types <= {bool, int, float}:
        return 'f'
    return 'O'


def _dtype_for(values):
    kind = _kind_of_values(values)
    if kind == 'U':
        width = _bmax([len(v) for v in values]) if values else 1
        return dtype('<U' + str(width), 'U')
    return {'b': _BOOL, 'i': _INT, 'f': _FLOAT, 'O': _OBJECT}[kind]


def _flatten(obj):
    """(flat values, shape) of nested lists / tuples / arrays."""
    if isinstance(obj, ndarray):
        return list(obj._data), obj._shape
    if isinstance(obj, (list, tuple)):
        if len(obj) == 0:
            return [], (0,)
        parts = [_flatten(x) for x in obj]
        inner = parts[0][1]
        flat = []
        for values, shape in parts:
            if shape != inner:
                raise ValueError('setting an array element with a sequence. The requested array '
                                 'has an inhomogeneous shape after 1 dimensions.')
            flat.extend(values)
        return flat, (len(obj),) + inner
    if isinstance(obj, range):
        return list(obj), (len(obj),)
    return [obj], ()


def _size(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _strides(shape):
    strides = []
    step = 1
    for s in reversed(shape):
        strides.append(step)
        step *= s
    return tuple(reversed(strides))


def _unravel(i, shape):
    out = []
    for s in reversed(shape):
        out.append(i % s if s else 0)
        i = i // s if s else 0
    return tuple(reversed(out))


def _make(data, shape, dt=None):
    a = ndarray.__new__(ndarray)
    a._shape = tuple(shape)
    dt = dt if dt is not None else _dtype_for(data)
    a.dtype = dt
    a._data = [_cast(v, dt.kind) for v in data] if dt.kind != 'O' else list(data)
    return a


def _as_array(x):
    if isinstance(x, ndarray):
        return x
    data, shape = _flatten(x)
    return _make(data, shape)


def _broadcast_shape(a, b):
    out = []
    for i in range(_bmax(len(a), len(b))):
        x = a[len(a) - 1 - i] if i < len(a) else 1
        y = b[len(b) - 1 - i] if i < len(b) else 1
        if x != y and x != 1 and y != 1:
            raise ValueError('operands could not be broadcast together with shapes ' +
                             _shape_text(a) + ' ' + _shape_text(b) + ' ')
        out.append(_bmax(x, y) if x and y else 0)
    return tuple(reversed(out))


def _shape_text(shape):
    return '(' + ','.join(str(s) for s in shape) + (',)' if len(shape) == 1 else ')')


def _expand(a, shape):
    """a's values laid out in the broadcast shape."""
    if a._shape == shape:
        return a._data
    if len(a._data) == 1:
        return a._data * _size(shape)
    offset = len(shape) - len(a._shape)
    strides = _strides(a._shape)
    data = a._data
    out = []
    for i in range(_size(shape)):
        idx = _unravel(i, shape)
        k = 0
        for d in range(len(a._shape)):
            if a._shape[d] != 1:
                k += idx[offset + d] * strides[d]
        out.append(data[k])
    return out


def _elementwise(f, a, b, kind=None):
    a = _as_array(a)
    b = _as_array(b)
    shape = _broadcast_shape(a._shape, b._shape)
    values = [f(x, y) for x, y in zip(_expand(a, shape), _expand(b, shape))]
    if kind == 'b':
        return _make(values, shape, _BOOL)
    # int64 with int64 stays int64 (and wraps), unless the result is not an
    # int (true division).
    ints = a.dtype.kind == 'i' and b.dtype.kind in 'ib' and _ball(type(v) is int for v in values)
    result = _make(values, shape, _INT if ints else None)
    return result if shape else result._data[0]


def _unary(f, a):
    a = _as_array(a)
    result = _make([f(x) for x in a._data], a._shape)
    return result if a._shape else result._data[0]


def _div(x, y):
    if y == 0:
        return nan if x == 0 else (inf if x > 0 else -inf)
    return x / y


def _floordiv(x, y):
    if y == 0:
        return 0
    return x // y


def _mod(x, y):
    if y == 0:
        return 0
    return x % y


def _pow(x, y):
    # numpy's rules where Python's differ: no negative int exponents, nan
    # (not a complex) for a negative base's fractional power, inf for 0.0
    # to a negative power.
    if type(x) is int and type(y) is int and y < 0:
        raise ValueError('Integers to negative integer powers are not allowed.')
    if x < 0 and type(y) is float and not y.is_integer():
        return nan
    if x == 0 and y < 0:
        return inf
    return x ** y


class ndarray:
    def __init__(self, shape, dtype=float):
        dt = _dtype_of(dtype)
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        self._shape = shape
        self.dtype = dt
        self._data = [_cast(0, dt.kind)] * _size(shape)

    # -- shape
    @property
    def shape(self):
        return self._shape

    @property
    def ndim(self):
        return len(self._shape)

    @property
    def size(self):
        return len(self._data)

    @property
    def T(self):
        return self.transpose()

    def __len__(self):
        if not self._shape:
            raise TypeError('len() of unsized object')
        return self._shape[0]

    def __iter__(self):
        if not self._shape:
            raise TypeError('iteration over a 0-d array')
        for i in range(self._shape[0]):
            yield self[i]

    def __bool__(self):
        if len(self._data) != 1:
            raise ValueError('The truth value of an array with more than one element is '
                             'ambiguous. Use a.any() or a.all()')
        return bool(self._data[0])

    def __int__(self):
        return int(self.item())

    def __float__(self):
        return float(self.item())

    def __index__(self):
        return int(self.item())

    def __contains__(self, x):
        return x in self._data

    def __hash__(self):
        raise TypeError("unhashable type: 'numpy.ndarray'")

    def item(self, *args):
        if args:
            return self._data[args[0]]
        if len(self._data) != 1:
            raise ValueError('can only convert an array of size 1 to a Python scalar')
        return self._data[0]

    def tolist(self):
        if not self._shape:
            return self._data[0]
        return [x.tolist() if isinstance(x, ndarray) else x for x in self]

    def copy(self, **kw):
        return _make(self._data, self._shape, self.dtype)

    def astype(self, t, **kw):
        return _make(self._data, self._shape, _dtype_of(t))

    def reshape(self, *shape, **kw):
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        if -1 in shape:
            known = 1
            for s in shape:
                if s != -1:
                    known *= s
            shape = tuple(len(self._data) // known if s == -1 else s for s in shape)
        if _size(shape) != len(self._data):
            raise ValueError('cannot reshape array of size ' + str(len(self._data)) +
                             ' into shape ' + _shape_text(shape))
        return _make(self._data, shape, self.dtype)

    def flatten(self, **kw):
        return _make(self._data, (len(self._data),), self.dtype)

    ravel = flatten

    def transpose(self, *axes):
        if len(self._shape) < 2:
            return self.copy()
        shape = tuple(reversed(self._shape))
        strides = _strides(self._shape)
        data = self._data
        out = []
        for i in range(len(data)):
            idx = tuple(reversed(_unravel(i, shape)))
            out.append(data[_bsum([a * b for a, b in zip(idx, strides)])])
        return _make(out, shape, self.dtype)

    def fill(self, v):
        self._data = [_cast(v, self.dtype.kind)] * len(self._data)

    # -- indexing
    def _selection(self, key):
        """(flat offsets, result shape) of `key`; shape None: one element."""
        if isinstance(key, bool):
            # A scalar mask: a new axis of length 1 (all) or 0 (none).
            return (list(range(len(self._data))) if key else []), (int(key),) + self._shape
        if isinstance(key, ndarray) and key.dtype.kind == 'b':
            if key._shape != self._shape:
                raise IndexError('boolean index did not match indexed array')
            hits = [i for i, m in enumerate(key._data) if m]
            return hits, (len(hits),)
        if not isinstance(key, tuple):
            key = (key,)
        if len(key) > len(self._shape):
            raise IndexError('too many indices for array: array is ' + str(len(self._shape)) +
                             '-dimensional, but ' + str(len(key)) + ' were indexed')
        per_dim = []
        shape = []
        for d, n in enumerate(self._shape):
            k = key[d] if d < len(key) else slice(None)
            if isinstance(k, bool) or not isinstance(k, (int, slice, list, tuple, ndarray)):
                k = int(k)
            if isinstance(k, int):
                if k < -n or k >= n:
                    raise IndexError('index ' + str(k) + ' is out of bounds for axis ' + str(d) +
                                     ' with size ' + str(n))
                per_dim.append([k % n])
            elif isinstance(k, slice):
                r = list(range(*k.indices(n)))
                per_dim.append(r)
                shape.append(len(r))
            else:
                picks = list(k._data) if isinstance(k, ndarray) else list(k)
                if picks and type(picks[0]) is bool:
                    picks = [i for i, m in enumerate(picks) if m]
                for p in picks:
                    if p < -n or p >= n:
                        raise IndexError('index ' + str(p) + ' is out of bounds for axis ' +
                                         str(d) + ' with size ' + str(n))
                per_dim.append([p % n for p in picks])
                shape.append(len(picks))
        strides = _strides(self._shape)
        offsets = [0]
        for d, picks in enumerate(per_dim):
            offsets = [o + p * strides[d] for o in offsets for p in picks]
        return offsets, tuple(shape)

    def __getitem__(self, key):
        if type(key) is int and len(self._shape) > 1:
            # m[i], in loops over rows: the row's offsets are a range.
            n = self._shape[0]
            if key < -n or key >= n:
                raise IndexError('index ' + str(key) + ' is out of bounds for axis 0 with size ' +
                                 str(n))
            row = _size(self._shape[1:])
            start = (key % n) * row
            return _View(self, range(start, start + row), self._shape[1:])
        offsets, shape = self._selection(key)
        if not shape and not (isinstance(key, ndarray) and key.dtype.kind == 'b' or
                              isinstance(key, bool)):
            return self._at(offsets[0])
        if _is_basic(key):
            return _View(self, offsets, shape)
        data = self._data
        return _make([data[o] for o in offsets], shape, self.dtype)

    # One element by flat offset (a view reaches into the array it shows).
    def _at(self, o):
        return self._data[o]

    def _put(self, o, x):
        self._data[o] = x

    def __setitem__(self, key, value):
        offsets, shape = self._selection(key)
        if isinstance(value, (ndarray, list, tuple)):
            v = _as_array(value)
            values = _expand(v, shape) if v._shape != shape and shape else v._data
            if len(values) != len(offsets):
                values = _expand(v, _broadcast_shape(v._shape, shape))
        else:
            values = [value] * len(offsets)
        for o, x in zip(offsets, values):
            self._put(o, _cast(x, self.dtype.kind))

    # -- arithmetic
    def __add__(self, o):
        return _elementwise(lambda x, y: x + y, self, o)

    def __radd__(self, o):
        return _elementwise(lambda x, y: y + x, self, o)

    def __sub__(self, o):
        return _elementwise(lambda x, y: x - y, self, o)

    def __rsub__(self, o):
        return _elementwise(lambda x, y: y - x, self, o)

    def __mul__(self, o):
        return _elementwise(lambda x, y: x * y, self, o)

    def __rmul__(self, o):
        return _elementwise(lambda x, y: y * x, self, o)

    def __truediv__(self, o):
        return _elementwise(_div, self, o)

    def __rtruediv__(self, o):
        return _elementwise(lambda x, y: _div(y, x), self, o)

    def __floordiv__(self, o):
        return _elementwise(_floordiv, self, o)

    def __rfloordiv__(self, o):
        return _elementwise(lambda x, y: _floordiv(y, x), self, o)

    def __mod__(self, o):
        return _elementwise(_mod, self, o)

    def __rmod__(self, o):
        return _elementwise(lambda x, y: _mod(y, x), self, o)

    def __pow__(self, o):
        return _elementwise(_pow, self, o)

    def __rpow__(self, o):
        return _elementwise(lambda x, y: _pow(y, x), self, o)

    def __and__(self, o):
        return _elementwise(lambda x, y: x & y, self, o)

    __rand__ = __and__

    def __or__(self, o):
        return _elementwise(lambda x, y: x | y, self, o)

    __ror__ = __or__

    def __xor__(self, o):
        return _elementwise(lambda x, y: x ^ y, self, o)

    __rxor__ = __xor__

    def __lshift__(self, o):
        return _elementwise(lambda x, y: x << y, self, o)

    def __rshift__(self, o):
        return _elementwise(lambda x, y: x >> y, self, o)

    def _inplace(self, result):
        result = _as_array(result)
        self._data = [_cast(x, self.dtype.kind) for x in _expand(result, self._shape)]
        return self

    def __iadd__(self, o):
        return self._inplace(self + o)

    def __isub__(self, o):
        return self._inplace(self - o)

    def __imul__(self, o):
        return self._inplace(self * o)

    def __itruediv__(self, o):
        return self._inplace(self / o)

    def __ifloordiv__(self, o):
        return self._inplace(self // o)

    def __imod__(self, o):
        return self._inplace(self % o)

    def __ipow__(self, o):
        return self._inplace(self ** o)

    def __neg__(self):
        return _unary(lambda x: -x, self)

    def __pos__(self):
        return self.copy()

    def __abs__(self):
        return _unary(abs, self)

    def __invert__(self):
        if self.dtype.kind == 'b':
            return _make([not x for x in self._data], self._shape, _BOOL)
        return _unary(lambda x: ~x, self)

    def __eq__(self, o):
        return _elementwise(lambda x, y: x == y, self, o, 'b')

    def __ne__(self, o):
        return _elementwise(lambda x, y: x != y, self, o, 'b')

    def __lt__(self, o):
        return _elementwise(lambda x, y: x < y, self, o, 'b')

    def __le__(self, o):
        return _elementwise(lambda x, y: x <= y, self, o, 'b')

    def __gt__(self, o):
        return _elementwise(lambda x, y: x > y, self, o, 'b')

    def __ge__(self, o):
        return _elementwise(lambda x, y: x >= y, self, o, 'b')

    def __matmul__(self, o):
        return dot(self, o)

    def __rmatmul__(self, o):
        return dot(o, self)

    def dot(self, o):
        return dot(self, o)

    # -- reductions
    def _reduce(self, f, axis, start=None):
        if axis is None:
            return f(self._data) if self._data or start is None else start
        if axis < -len(self._shape) or axis >= len(self._shape):
            raise AxisError('axis ' + str(axis) + ' is out of bounds for array of dimension ' +
                            str(len(self._shape)))
        if axis < 0:
            axis += len(self._shape)
        shape = self._shape[:axis] + self._shape[axis + 1:]
        strides = _strides(self._shape)
        data = self._data
        out = []
        for i in range(_size(shape)):
            idx = _unravel(i, shape)
            base = _bsum([idx[d] * strides[d if d < axis else d + 1] for d in range(len(idx))])
            out.append(f([data[base + j * strides[axis]] for j in range(self._shape[axis])]))
        return _make(out, shape)

    def sum(self, axis=None, dtype=None, **kw):
        return self._reduce(lambda v: _bsum(v, 0 if self.dtype.kind != 'f' else 0.0), axis)

    def prod(self, axis=None, **kw):
        def product(v):
            p = 1
            for x in v:
                p *= x
            return p
        return self._reduce(product, axis)

    def mean(self, axis=None, **kw):
        return self._reduce(lambda v: _div(_bsum(v), len(v)), axis)

    def var(self, axis=None, ddof=0, **kw):
        def variance(v):
            m = _bsum(v) / len(v)
            return _bsum([(x - m) * (x - m) for x in v]) / (len(v) - ddof)
        return self._reduce(variance, axis)

    def std(self, axis=None, ddof=0, **kw):
        v = self.var(axis, ddof)
        return _unary(_math.sqrt, v)

    def clip(self, a_min=None, a_max=None, **kw):
        return clip(self, a_min, a_max)

    def round(self, decimals=0, **kw):
        return around(self, decimals)

    def searchsorted(self, v, side='left', **kw):
        return searchsorted(self, v, side)

    def take(self, indices, axis=None, **kw):
        return _as_array(self._data)[indices] if axis is None else self[(slice(None),) * axis + (indices,)]

    def max(self, axis=None, **kw):
        if not self._data:
            raise ValueError('zero-size array to reduction operation maximum which has no identity')
        return self._reduce(_bmax, axis)

    def min(self, axis=None, **kw):
        if not self._data:
            raise ValueError('zero-size array to reduction operation minimum which has no identity')
        return self._reduce(_bmin, axis)

    def any(self, axis=None, **kw):
        return self._reduce(_bany, axis)

    def all(self, axis=None, **kw):
        return self._reduce(_ball, axis)

    def argmax(self, axis=None, **kw):
        if not self._data:
            raise ValueError('attempt to get argmax of an empty sequence')
        return self._reduce(lambda v: v.index(_bmax(v)), axis)

    def argmin(self, axis=None, **kw):
        if not self._data:
            raise ValueError('attempt to get argmin of an empty sequence')
        return self._reduce(lambda v: v.index(_bmin(v)), axis)

    def cumsum(self, axis=None, **kw):
        return _accumulate(self, axis, lambda x, y: x + y)

    def cumprod(self, axis=None, **kw):
        return _accumulate(self, axis, lambda x, y: x * y)

    def sort(self, axis=-1, **kw):
        self._data = sort(self, axis)._data

    def argsort(self, axis=-1, **kw):
        return argsort(self, axis)

    def nonzero(self):
        return nonzero(self)

    # -- printing
    def __str__(self):
        return _format.format_array(self, False)

    def __repr__(self):
        return _format.format_array(self, True)


def _is_basic(key):
    """Whether `key` is numpy's basic indexing (ints and slices), whose
    result is a view of the array, not a copy."""
    keys = key if isinstance(key, tuple) else (key,)
    return _ball(isinstance(k, slice) or isinstance(k, int) and not isinstance(k, bool)
                 for k in keys)


class _View(ndarray):
    """What basic indexing returns: an array whose elements live in the array
    it was taken from, so that `m[i][j] = v` and `row = m[0]; row[:] = 0`
    write there, and later writes there show through it."""

    def __init__(self, source, offsets, shape):
        if isinstance(source, _View):
            self._root = source._root
            self._offsets = [source._offsets[o] for o in offsets]
        else:
            self._root = source
            self._offsets = offsets
        self._shape = tuple(shape)
        self.dtype = source.dtype

    @property
    def _data(self):
        data = self._root._data
        return [data[o] for o in self._offsets]

    @_data.setter
    def _data(self, values):
        data = self._root._data
        for o, v in zip(self._offsets, values):
            data[o] = v

    def _at(self, o):
        return self._root._data[self._offsets[o]]

    def _put(self, o, x):
        self._root._data[self._offsets[o]] = x


# numpy's views are ndarrays by name too.
_View.__name__ = _View.__qualname__ = 'ndarray'


def _accumulate(a, axis, f):
    a = _as_array(a)
    if axis is None or len(a._shape) == 1:
        out = []
        acc = None
        for x in a._data:
            acc = x if acc is None else f(acc, x)
            out.append(acc)
        return _make(out, (len(out),))
    t = a if axis == 1 or axis == -1 else a.transpose()
    out = []
    for i in range(t._shape[0]):
        out.extend(_accumulate(t[i], None, f)._data)
    result = _make(out, t._shape)
    return result if t is a else result.transpose()


# -- construction
def array(obj, dtype=None, **kw):
    data, shape = _flatten(obj)
    return _make(data, shape, _dtype_of(dtype))


asarray = array
asanyarray = array


# Arrays past this many elements are left to the oracle's stand-in: a
# snippet's 1024 x 1024 test tensor would take the run's whole step budget
# element by element.
_LARGEST = 100000


def _too_big(shape):
    return _size((shape,) if isinstance(shape, int) else tuple(shape)) > _LARGEST


def zeros(shape, dtype=float, **kw):
    return _Mock('np.zeros()') if _too_big(shape) else ndarray(shape, dtype)


def empty(shape, dtype=float, **kw):
    return _Mock('np.empty()') if _too_big(shape) else ndarray(shape, dtype)


def ones(shape, dtype=float, **kw):
    if _too_big(shape):
        return _Mock('np.ones()')
    a = ndarray(shape, dtype)
    a.fill(1)
    return a


def full(shape, fill_value, dtype=None, **kw):
    if _too_big(shape):
        return _Mock('np.full()')
    a = ndarray(shape, dtype if dtype is not None else type(fill_value))
    a.fill(fill_value)
    return a


def zeros_like(a, dtype=None):
    a = _as_array(a)
    return zeros(a._shape, dtype or a.dtype)


def ones_like(a, dtype=None):
    a = _as_array(a)
    return ones(a._shape, dtype or a.dtype)


def full_like(a, fill_value, dtype=None):
    a = _as_array(a)
    return full(a._shape, fill_value, dtype or a.dtype)


def arange(start, stop=None, step=1, dtype=None):
    if stop is None:
        start, stop = 0, start
    if step and (stop - start) / step > _LARGEST:
        return _Mock('np.arange()')
    values = []
    x = start
    while (step > 0 and x < stop) or (step < 0 and x > stop):
        values.append(x)
        x += step
    floats = _bany([type(v) is float for v in (start, stop, step)])
    return _make(values, (len(values),), _dtype_of(dtype) or (_FLOAT if floats else _INT))


def linspace(start, stop, num=50, endpoint=True):
    if num == 1:
        return _make([float(start)], (1,), _FLOAT)
    div = (num - 1) if endpoint else num
    step = (stop - start) / div
    return _make([start + i * step for i in range(num)], (num,), _FLOAT)


def geomspace(start, stop, num=50, endpoint=True):
    div = (num - 1) if endpoint else num
    ratio = stop / start
    return _make([start * ratio ** (i / div) if div else float(start) for i in range(num)],
                 (num,), _FLOAT)


def eye(n, m=None, dtype=float):
    m = n if m is None else m
    a = zeros((n, m), dtype)
    for i in range(_bmin(n, m)):
        a[i, i] = 1
    return a


def identity(n, dtype=float):
    return eye(n, dtype=dtype)


# -- functions of arrays
def sum(a, axis=None, dtype=None, **kw):
    if not isinstance(a, (ndarray, list, tuple, int, float)):
        return _bsum(a)  # a generator, as numpy sums it
    return _as_array(a).sum(axis)


def _reduction(method):
    """np.f(a, axis) for the array method f."""
    def f(a, axis=None, **kw):
        return getattr(_as_array(a), method)(axis)
    f.__name__ = method
    return f


prod = _reduction('prod')
mean = average = _reduction('mean')
max = amax = _reduction('max')
min = amin = _reduction('min')
argmax = _reduction('argmax')
argmin = _reduction('argmin')
cumsum = _reduction('cumsum')
cumprod = _reduction('cumprod')
any = _reduction('any')
all = _reduction('all')


def count_nonzero(a, axis=None):
    a = _as_array(a)
    return a._reduce(lambda v: len([x for x in v if x]), axis)


def nonzero(a):
    a = _as_array(a)
    if not a._shape:
        a = a.reshape(1)  # numpy treats a 0-d array as 1-d
    hits = [i for i, x in enumerate(a._data) if x]
    return tuple(_make([_unravel(i, a._shape)[d] for i in hits], (len(hits),), _INT)
                 for d in range(len(a._shape)))


def where(cond, x=None, y=None):
    if x is None:
        return nonzero(cond)
    c = _as_array(cond)
    xa = _as_array(x)
    ya = _as_array(y)
    shape = _broadcast_shape(_broadcast_shape(c._shape, xa._shape), ya._shape)
    values = [a if k else b for k, a, b in zip(_expand(c, shape), _expand(xa, shape), _expand(ya, shape))]
    return _make(values, shape)


def abs(a):
    return _unary(_babs, a)


absolute = abs


def sqrt(a):
    return _unary(lambda x: x ** 0.5 if x >= 0 else nan, a)


def square(a):
    return _unary(lambda x: x * x, a)


def floor(a):
    return _unary(lambda x: float(int(x) if x >= 0 or int(x) == x else int(x) - 1), a)


def ceil(a):
    return _unary(lambda x: float(int(x) if x <= 0 or int(x) == x else int(x) + 1), a)


def sign(a):
    return _unary(lambda x: (x > 0) - (x < 0) if type(x) is int else float((x > 0) - (x < 0)), a)


def exp(a):
    return _unary(lambda x: e ** x, a)


def _real(f):
    """math's `f` as numpy computes it: nan outside its domain."""
    def g(x):
        try:
            return f(x)
        except ValueError:
            return nan
    return g


def _log_of(f):
    return lambda x: f(x) if x > 0 else (-inf if x == 0 else nan)


def log(a):
    return _unary(_log_of(_math.log), a)


def log2(a):
    return _unary(_log_of(_math.log2), a)


def log10(a):
    return _unary(_log_of(_math.log10), a)


def log1p(a):
    return _unary(lambda x: _math.log1p(x) if x > -1 else (-inf if x == -1 else nan), a)


def _unary_of(f):
    return lambda a: _unary(_real(f), a)


sin, cos, tan = _unary_of(_math.sin), _unary_of(_math.cos), _unary_of(_math.tan)
arcsin, arccos, arctan = _unary_of(_math.asin), _unary_of(_math.acos), _unary_of(_math.atan)
sinh, cosh, tanh = _unary_of(_math.sinh), _unary_of(_math.cosh), _unary_of(_math.tanh)
degrees, radians = _unary_of(_math.degrees), _unary_of(_math.radians)


def cbrt(a):
    return _unary(lambda x: -((-x) ** (1 / 3)) if x < 0 else float(x) ** (1 / 3), a)


def trunc(a):
    return _unary(lambda x: float(_math.trunc(x)), a)


def rint(a):
    return _unary(lambda x: float(_bround(x)), a)


def isnan(a):
    return _unary(lambda x: x != x, a)


def isinf(a):
    return _unary(lambda x: x in (inf, -inf), a)


def isfinite(a):
    return _unary(lambda x: x == x and x not in (inf, -inf), a)


def negative(a):
    return _unary(lambda x: -x, a)


def around(a, decimals=0, out=None):
    # numpy scales, rounds half to even and scales back (not Python's
    # correctly rounded round); ints stay ints for decimals >= 0.
    def r(x):
        if type(x) is float:
            if decimals >= 0:
                return _bround(x * 10.0 ** decimals) / 10.0 ** decimals
            return _bround(x / 10.0 ** -decimals) * 10.0 ** -decimals
        return x if decimals >= 0 else int(_bround(x, decimals))
    return _unary(r, a)


round = round_ = around


class ufunc:
    """An elementwise function of two arrays, with numpy's reduce and accumulate."""

    def __init__(self, name, f):
        self.__name__ = name
        self._f = f

    def __call__(self, a, b):
        return _elementwise(self._f, a, b)

    def reduce(self, a, axis=0):
        a = _as_array(a)
        def fold(v):
            acc = v[0]
            for x in v[1:]:
                acc = self._f(acc, x)
            return acc
        if len(a._shape) == 1:
            axis = None
        return a._reduce(fold, axis)

    def accumulate(self, a):
        return _accumulate(a, None, self._f)

    def __repr__(self):
        return "<ufunc '" + self.__name__ + "'>"


def _gcd(x, y):
    x, y = _babs(x), _babs(y)
    while y:
        x, y = y, x % y
    return x


add = ufunc('add', lambda x, y: x + y)
subtract = ufunc('subtract', lambda x, y: x - y)
multiply = ufunc('multiply', lambda x, y: x * y)
maximum = ufunc('maximum', lambda x, y: x if x >= y else y)
minimum = ufunc('minimum', lambda x, y: x if x <= y else y)
power = ufunc('power', _pow)
true_divide = divide = ufunc('divide', _div)
floor_divide = ufunc('floor_divide', _floordiv)
mod = remainder = ufunc('remainder', _mod)
hypot = ufunc('hypot', _math.hypot)
arctan2 = ufunc('arctan2', _math.atan2)
gcd = ufunc('gcd', _gcd)
lcm = ufunc('lcm', lambda x, y: 0 if x == 0 or y == 0 else _babs(x) // _gcd(x, y) * _babs(y))


def logical_and(a, b):
    return _elementwise(lambda x, y: bool(x) and bool(y), a, b, 'b')


def logical_or(a, b):
    return _elementwise(lambda x, y: bool(x) or bool(y), a, b, 'b')


def logical_not(a):
    return _make([not x for x in _as_array(a)._data], _as_array(a)._shape, _BOOL)


bitwise_xor = ufunc('bitwise_xor', lambda x, y: x ^ y)
bitwise_and = ufunc('bitwise_and', lambda x, y: x & y)
bitwise_or = ufunc('bitwise_or', lambda x, y: x | y)


def dot(a, b):
    a = _as_array(a)
    b = _as_array(b)
    if not a._shape or not b._shape:
        return a * b
    if len(a._shape) == 1 and len(b._shape) == 1:
        if a._shape != b._shape:
            raise ValueError('shapes ' + _shape_text(a._shape) + ' and ' + _shape_text(b._shape) +
                             ' not aligned')
        return _bsum([x * y for x, y in zip(a._data, b._data)])
    a2 = a if len(a._shape) == 2 else a.reshape(1, -1)
    b2 = b if len(b._shape) == 2 else b.reshape(-1, 1)
    n, k = a2._shape
    k2, m = b2._shape
    if k != k2:
        raise ValueError('matmul: Input operand 1 has a mismatch in its core dimension 0, with '
                         'gufunc signature (n?,k),(k,m?)->(n?,m?) (size ' + str(k2) + ' is different from ' + str(k) + ')')
    ad, bd = a2._data, b2._data
    out = []
    for i in range(n):
        for j in range(m):
            out.append(_bsum([ad[i * k + t] * bd[t * m + j] for t in range(k)]))
    shape = (n, m)
    if len(a._shape) == 1:
        shape = (m,)
    elif len(b._shape) == 1:
        shape = (n,)
    return _make(out, shape)


matmul = dot


def transpose(a):
    return _as_array(a).transpose()


def reshape(a, shape):
    return _as_array(a).reshape(shape)


def ravel(a):
    return _as_array(a).flatten()


def sort(a, axis=-1, **kw):
    a = _as_array(a)
    if axis is None or len(a._shape) == 1:
        return _make(sorted(a._data), (len(a._data),), a.dtype)
    t = a if axis in (-1, len(a._shape) - 1) else a.transpose()
    out = []
    for i in range(t._shape[0]):
        out.extend(sorted(t[i]._data))
    result = _make(out, t._shape, a.dtype)
    return result if t is a else result.transpose()


def argsort(a, axis=-1, kind=None):
    a = _as_array(a)
    data = a._data
    order = sorted(range(len(data)), key=lambda i: data[i])
    return _make(order, (len(order),), _INT)


def unique(a, return_counts=False):
    a = _as_array(a)
    values = sorted(set(a._data))
    result = _make(values, (len(values),), a.dtype)
    if return_counts:
        return result, _make([a._data.count(v) for v in values], (len(values),), _INT)
    return result


def concatenate(arrays, axis=0, **kw):
    arrays = [_as_array(x) for x in arrays]
    if axis == 0 or len(arrays[0]._shape) == 1:
        data = []
        for x in arrays:
            data.extend(x._data)
        first = _bsum([x._shape[0] for x in arrays])
        return _make(data, (first,) + arrays[0]._shape[1:])
    return concatenate([x.transpose() for x in arrays], 0).transpose()


def hstack(arrays):
    arrays = [_as_array(x) for x in arrays]
    return concatenate(arrays, 0 if len(arrays[0]._shape) == 1 else 1)


def vstack(arrays):
    arrays = [_as_array(x) for x in arrays]
    arrays = [x.reshape(1, -1) if len(x._shape) == 1 else x for x in arrays]
    return concatenate(arrays, 0)


def flip(a, axis=None):
    a = _as_array(a)
    if len(a._shape) == 1 or axis is None:
        return _make(list(reversed(a._data)), a._shape, a.dtype)
    return a[::-1] if axis == 0 else a[:, ::-1]


def delete(a, index, axis=None):
    a = _as_array(a)
    drop = set(index if isinstance(index, (list, tuple)) else [index])
    drop = set(i % len(a._data) for i in drop)
    kept = [x for i, x in enumerate(a._data) if i not in drop]
    return _make(kept, (len(kept),), a.dtype)


def diff(a, n=1):
    a = _as_array(a)
    values = a._data
    for _ in range(n):
        values = [values[i + 1] - values[i] for i in range(len(values) - 1)]
    return _make(values, (len(values),), a.dtype)


def tile(a, reps):
    a = _as_array(a)
    if isinstance(reps, int):
        return _make(a._data * reps, (len(a._data) * reps,), a.dtype)
    rows, cols = reps
    row = a._data * cols
    return _make(row * rows, (rows, len(row)), a.dtype)


def triu(a, k=0):
    a = _as_array(a).copy()
    n, m = a._shape
    for i in range(n):
        for j in range(m):
            if j - i < k:
                a._data[i * m + j] = _cast(0, a.dtype.kind)
    return a


def tril(a, k=0):
    a = _as_array(a).copy()
    n, m = a._shape
    for i in range(n):
        for j in range(m):
            if j - i > k:
                a._data[i * m + j] = _cast(0, a.dtype.kind)
    return a


def shape(a):
    return _as_array(a).shape


def ndim(a):
    return len(_as_array(a)._shape)


def size(a):
    return len(_as_array(a)._data)


def append(arr, values, axis=None):
    if axis is not None:
        return concatenate([arr, values], axis)
    data = _as_array(arr)._data + _as_array(values)._data
    return _make(data, (len(data),))


def diag(v, k=0):
    a = _as_array(v)
    if len(a._shape) == 1:
        n = a._shape[0] + (k if k >= 0 else -k)
        out = zeros((n, n), dtype=a.dtype)
        for i, x in enumerate(a._data):
            out[i + (0 if k >= 0 else -k), i + (k if k >= 0 else 0)] = x
        return out
    if len(a._shape) != 2:
        raise ValueError('Input must be 1- or 2-d.')
    rows, cols = a._shape
    data = a._data
    vals = [data[i * cols + i + k] for i in range(rows) if 0 <= i + k < cols]
    return _make(vals, (len(vals),), a.dtype)


def trace(a, offset=0):
    return diag(a, offset).sum()


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    def close(x, y):
        if x == y:
            return True
        if x != x or y != y:
            return equal_nan and x != x and y != y
        return _babs(x - y) <= atol + rtol * _babs(y)
    return _elementwise(close, a, b, 'b')


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    return bool(_as_array(isclose(a, b, rtol, atol, equal_nan)).all())


def array_equal(a, b):
    a, b = _as_array(a), _as_array(b)
    return a._shape == b._shape and a._data == b._data


def fliplr(a):
    return _as_array(a)[:, ::-1]


def flipud(a):
    return _as_array(a)[::-1]


def flatnonzero(a):
    hits = [i for i, x in enumerate(_as_array(a)._data) if x]
    return _make(hits, (len(hits),), _INT)


def searchsorted(a, v, side='left'):
    data = _as_array(a)._data

    def find(x):
        lo, hi = 0, len(data)
        while lo < hi:
            mid = (lo + hi) // 2
            if data[mid] < x or (side == 'right' and data[mid] == x):
                lo = mid + 1
            else:
                hi = mid
        return lo
    return _unary(find, v)


def clip(a, a_min, a_max, **kw):
    def c(x):
        if a_min is not None and x < a_min:
            x = a_min
        if a_max is not None and x > a_max:
            x = a_max
        return x
    return _unary(c, a)


def median(a, axis=None, **kw):
    def mid(v):
        v = sorted(v)
        n = len(v)
        return float(v[n // 2]) if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
    return _as_array(a)._reduce(mid, axis)


var = _reduction('var')
std = _reduction('std')


def _nan_free(method):
    """np.nanf(a, axis): the method f over the values that are not nan
    (nothing left: 0.0 for a sum, nan otherwise)."""
    def over(v):
        vals = [x for x in v if x == x]
        if not vals:
            return 0.0 if method == 'sum' else nan
        return getattr(_as_array(vals), method)()

    def f(a, axis=None, **kw):
        return _as_array(a)._reduce(over, axis)
    f.__name__ = 'nan' + method
    return f


nanmin, nanmax, nansum, nanmean = (_nan_free('min'), _nan_free('max'), _nan_free('sum'),
                                   _nan_free('mean'))


def interp(x, xp, fp, left=None, right=None):
    xp, fp = _as_array(xp)._data, _as_array(fp)._data

    def at(v):
        if v < xp[0]:
            return float(fp[0] if left is None else left)
        if v > xp[-1]:
            return float(fp[-1] if right is None else right)
        if v == xp[-1]:
            return float(fp[-1])
        i = searchsorted(xp, v, 'right') - 1
        return float(fp[i] + (fp[i + 1] - fp[i]) * (v - xp[i]) / (xp[i + 1] - xp[i]))
    return _unary(at, x)


def array_split(ary, sections, axis=0):
    a = _as_array(ary)
    n = a._shape[axis]
    if isinstance(sections, int):
        each, extra = divmod(n, sections)
        bounds = [0]
        for i in range(sections):
            bounds.append(bounds[-1] + each + (1 if i < extra else 0))
    else:
        bounds = [0] + list(sections) + [n]
    pre = (slice(None),) * axis
    return [a[pre + (slice(bounds[i], bounds[i + 1]),)] for i in range(len(bounds) - 1)]


def split(ary, sections, axis=0):
    if isinstance(sections, int) and _as_array(ary)._shape[axis] % sections:
        raise ValueError('array split does not result in an equal division')
    return array_split(ary, sections, axis)


def _compare(f):
    return lambda a, b: _elementwise(f, a, b, 'b')


equal, not_equal = _compare(lambda x, y: x == y), _compare(lambda x, y: x != y)
less, less_equal = _compare(lambda x, y: x < y), _compare(lambda x, y: x <= y)
greater, greater_equal = _compare(lambda x, y: x > y), _compare(lambda x, y: x >= y)

# The aliases numpy had before 1.24, which older snippets use.
int = int
float = float
bool = bool
object = object
str = str
uint = uint16 = int
integer, signedinteger, unsignedinteger, floating = int, int, int, float

import _numpy_random as random  # noqa: E402  (they read this module's names)
import _numpy_linalg as linalg  # noqa: E402


def __getattr__(name):
    # What this module lacks is the oracle's to supply, as for any unknown;
    # not its dunders, which Python's machinery probes (`__all__`).
    if name.startswith('__'):
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    return _Mock('np.' + name)
