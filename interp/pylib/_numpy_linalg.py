# _numpy_linalg: numpy.linalg of hyexec's small numpy (np.linalg): matrix
# powers, determinants, inverses, solutions and norms by Gaussian elimination
# with partial pivoting, as LAPACK's results up to rounding. What is not
# here falls back to the oracle (module __getattr__).
import math as _math
from _mock import Mock as _Mock


class LinAlgError(ValueError):
    pass


def _np():
    import _numpy
    return _numpy


def _square(a):
    a = _np()._as_array(a)
    if len(a._shape) < 2:
        raise LinAlgError('%d-dimensional array given. Array must be at least '
                          'two-dimensional' % len(a._shape))
    if a._shape[-1] != a._shape[-2]:
        raise LinAlgError('Last 2 dimensions of the array must be square')
    n = a._shape[0]
    return [list(a._data[i * n:(i + 1) * n]) for i in range(n)], n


def matrix_power(a, n):
    np = _np()
    _, size = _square(a)
    if not isinstance(n, int):
        raise TypeError('exponent must be an integer')
    if n < 0:
        return matrix_power(inv(a), -n)
    result = np.identity(size, dtype=np._as_array(a).dtype)
    base = np._as_array(a).copy()
    while n:
        if n & 1:
            result = np.dot(result, base)
        n >>= 1
        if n:
            base = np.dot(base, base)
    return result


def _eliminate(rows, n, rhs=None):
    # Row reduction with partial pivoting: (upper-triangular rows, the
    # reduced right-hand sides, the sign of the row swaps), or None if
    # singular.
    m = [[float(x) for x in r] for r in rows]
    b = [[float(x) for x in r] for r in rhs] if rhs is not None else None
    sign = 1.0
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if m[p][c] == 0.0:
            return None
        if p != c:
            m[c], m[p] = m[p], m[c]
            if b is not None:
                b[c], b[p] = b[p], b[c]
            sign = -sign
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n):
                    m[r][k] -= f * m[c][k]
                if b is not None:
                    b[r] = [x - f * y for x, y in zip(b[r], b[c])]
    return m, b, sign


def det(a):
    rows, n = _square(a)
    reduced = _eliminate(rows, n)
    if reduced is None:
        return 0.0
    # numpy multiplies no diagonal: it sums their logarithms and
    # exponentiates (its det shows that rounding: -2.0000000000000004).
    m, _, sign = reduced
    logdet = 0.0
    for i in range(n):
        if m[i][i] < 0:
            sign = -sign
        logdet += _math.log(abs(m[i][i]))
    return sign * _math.exp(logdet)


def solve(a, b):
    np = _np()
    rows, n = _square(a)
    bb = np._as_array(b)
    vector = len(bb._shape) == 1
    cols = 1 if vector else bb._shape[1]
    rhs = [[x] for x in bb._data] if vector else [list(bb._data[i * cols:(i + 1) * cols])
                                                  for i in range(n)]
    reduced = _eliminate(rows, n, rhs)
    if reduced is None:
        raise LinAlgError('Singular matrix')
    m, y, _ = reduced
    x = [[0.0] * cols for _ in range(n)]
    for i in reversed(range(n)):
        for j in range(cols):
            s = y[i][j] - sum(m[i][k] * x[k][j] for k in range(i + 1, n))
            x[i][j] = s / m[i][i]
    flat = [v for r in x for v in r]
    return np._make(flat, (n,) if vector else (n, cols))


def inv(a):
    np = _np()
    _, n = _square(a)
    return solve(a, np.identity(n))


def norm(x, ord=None, axis=None):
    a = _np()._as_array(x)
    if ord is None or ord == 'fro' or ord == 2 and len(a._shape) == 1:
        return _math.sqrt(sum(float(v) * v for v in a._data))
    if ord == 1 and len(a._shape) == 1:
        return float(sum(abs(v) for v in a._data))
    if ord == _math.inf and len(a._shape) == 1:
        return float(max(abs(v) for v in a._data))
    return _Mock('np.linalg.norm()')


def __getattr__(name):
    if name.startswith('__'):
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    return _Mock('np.linalg.' + name)
