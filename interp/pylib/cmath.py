"""cmath for hyexec: CPython's formulas for finite arguments (Modules/
cmathmodule.c), written in the Python subset hyexec runs; the special-value
tables for infinite and NaN parts are not reproduced."""

import math as _m

pi = _m.pi
e = _m.e
tau = _m.tau
inf = _m.inf
nan = _m.nan
infj = complex(0.0, _m.inf)
nanj = complex(0.0, _m.nan)

_DBL_MIN = 2.2250738585072014e-308


def _c(z):
    if isinstance(z, complex):
        return z
    if isinstance(z, (int, float)):
        return complex(z, 0.0)
    if hasattr(z, '__complex__'):
        return z.__complex__()
    if hasattr(z, '__float__') or hasattr(z, '__index__'):
        return complex(z)
    raise TypeError('must be real number, not %s' % type(z).__name__)


def _rotated(f, z):
    """-i * f(i * z): sin, tan, asin and atan from their hyperbolic kin."""
    z = _c(z)
    s = f(complex(-z.imag, z.real))
    return complex(s.imag, -s.real)


def phase(z):
    z = _c(z)
    return _m.atan2(z.imag, z.real)


def polar(z):
    z = _c(z)
    return abs(z), _m.atan2(z.imag, z.real)


def rect(r, phi):
    return complex(r * _m.cos(phi), r * _m.sin(phi))


def sqrt(z):
    z = _c(z)
    if z.real == 0.0 and z.imag == 0.0:
        return complex(0.0, z.imag)
    ax = abs(z.real)
    ay = abs(z.imag)
    if ax < _DBL_MIN and ay < _DBL_MIN:
        ax = _m.ldexp(ax, 53)
        s = _m.ldexp(_m.sqrt(ax + _m.hypot(ax, _m.ldexp(ay, 53))), -27)
    else:
        ax /= 8.0
        s = 2.0 * _m.sqrt(ax + _m.hypot(ax, ay / 8.0))
    d = ay / (2.0 * s)
    if z.real >= 0.0:
        return complex(s, _m.copysign(d, z.imag))
    return complex(d, _m.copysign(s, z.imag))


def exp(z):
    z = _c(z)
    l = _m.exp(z.real)
    return complex(l * _m.cos(z.imag), l * _m.sin(z.imag))


def _log(z):
    ax = abs(z.real)
    ay = abs(z.imag)
    if ax == 0.0 and ay == 0.0:
        raise ValueError('math domain error')
    h = _m.hypot(ax, ay)
    if 0.71 <= h <= 1.73:
        am = max(ax, ay)
        an = min(ax, ay)
        real = _m.log1p((am - 1) * (am + 1) + an * an) / 2.0
    else:
        real = _m.log(h)
    return complex(real, _m.atan2(z.imag, z.real))


def log(z, base=None):
    r = _log(_c(z))
    if base is not None:
        r = r / _log(_c(base))
    return r


def log10(z):
    r = _log(_c(z))
    return complex(r.real / _m.log(10.0), r.imag / _m.log(10.0))


def cosh(z):
    z = _c(z)
    return complex(_m.cos(z.imag) * _m.cosh(z.real), _m.sin(z.imag) * _m.sinh(z.real))


def sinh(z):
    z = _c(z)
    return complex(_m.cos(z.imag) * _m.sinh(z.real), _m.sin(z.imag) * _m.cosh(z.real))


def tanh(z):
    z = _c(z)
    tx = _m.tanh(z.real)
    ty = _m.tan(z.imag)
    cx = 1.0 / _m.cosh(z.real)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return complex(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)


def cos(z):
    z = _c(z)
    return cosh(complex(-z.imag, z.real))


def sin(z):
    return _rotated(sinh, z)


def tan(z):
    return _rotated(tanh, z)


def acos(z):
    z = _c(z)
    s1 = sqrt(complex(1.0 - z.real, -z.imag))
    s2 = sqrt(complex(1.0 + z.real, z.imag))
    return complex(2.0 * _m.atan2(s1.real, s2.real),
                   _m.asinh(s2.real * s1.imag - s2.imag * s1.real))


def asinh(z):
    z = _c(z)
    s1 = sqrt(complex(1.0 + z.imag, -z.real))
    s2 = sqrt(complex(1.0 - z.imag, z.real))
    return complex(_m.asinh(s1.real * s2.imag - s2.real * s1.imag),
                   _m.atan2(z.imag, s1.real * s2.real - s1.imag * s2.imag))


def asin(z):
    return _rotated(asinh, z)


def acosh(z):
    z = _c(z)
    s1 = sqrt(complex(z.real - 1.0, z.imag))
    s2 = sqrt(complex(z.real + 1.0, z.imag))
    return complex(_m.asinh(s1.real * s2.real + s1.imag * s2.imag),
                   2.0 * _m.atan2(s1.imag, s2.real))


def atanh(z):
    z = _c(z)
    if z.real < 0.0:
        r = atanh(complex(-z.real, -z.imag))
        return complex(-r.real, -r.imag)
    ay = abs(z.imag)
    if z.real == 1.0 and ay == 0.0:
        raise ValueError('math domain error')
    real = _m.log1p(4.0 * z.real / ((1 - z.real) * (1 - z.real) + ay * ay)) / 4.0
    imag = -_m.atan2(-2.0 * z.imag, (1 - z.real) * (1 + z.real) - ay * ay) / 2.0
    return complex(real, imag)


def atan(z):
    return _rotated(atanh, z)


def isfinite(z):
    z = _c(z)
    return _m.isfinite(z.real) and _m.isfinite(z.imag)


def isinf(z):
    z = _c(z)
    return _m.isinf(z.real) or _m.isinf(z.imag)


def isnan(z):
    z = _c(z)
    return _m.isnan(z.real) or _m.isnan(z.imag)


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError('tolerances must be non-negative')
    a = _c(a)
    b = _c(b)
    if a == b:
        return True
    if isinf(a) or isinf(b):
        return False
    diff = abs(b - a)
    return diff <= rel_tol * abs(b) or diff <= rel_tol * abs(a) or diff <= abs_tol


# CPython's cmath functions are built-in ones: stored on a class they do not
# bind as methods (a test's `isclose = cmath.isclose`).
def _as_builtins():
    import _hyexec
    import sys
    module = sys.modules[__name__]
    for name, value in list(globals().items()):
        if not name.startswith('_') and type(value) is type(_as_builtins):
            globals()[name] = _hyexec.builtin(value, module)


_as_builtins()
del _as_builtins
