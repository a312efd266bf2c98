"""_operator for hyexec: CPython's C module under operator.py (CPython's,
embedded), which imports everything from here once its own pure-Python
definitions are made. Those definitions are this module's functions, as
built-in functions of it (stored on a class they do not bind, as CPython's
C functions); _compare_digest (hmac imports it from here) is OpenSSL's
constant-time comparison of _hashlib, imported at its first call: importing
_hashlib loads libcrypto, which most programs (all that import operator,
collections...) never use."""

import sys as _sys
import _hyexec
import operator as _operator


def index(a):
    """Same as a.__index__()"""
    # The C function's checks (operator.py's calls a.__index__()).
    try:
        method = type(a).__index__
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(a).__name__) from None
    result = method(a)
    if not isinstance(result, int):
        raise TypeError('__index__ returned non-int (type %s)' % type(result).__name__)
    return result


def _compare_digest(*args, **kwargs):
    """Return 'a == b'.

This function uses an approach designed to prevent
timing analysis, making it appropriate for cryptography.

a and b must both be of the same type: either str (ASCII only),
or any bytes-like object.

Note: If a and b are of different lengths, or if an error occurs,
a timing attack could theoretically reveal information about the
types and lengths of a and b--but not their values."""
    from _hashlib import compare_digest
    return compare_digest(*args, **kwargs)


_OWN = {'index': index}  # where the C function differs from operator.py's


def _builtins():
    module = _sys.modules[__name__]
    function = type(_builtins)
    for name in _operator.__all__:
        f = _OWN.get(name) or getattr(_operator, name, None)
        if type(f) is function:
            globals()[name] = _hyexec.builtin(f, module)
    globals()['_compare_digest'] = _hyexec.builtin(_compare_digest, module)


_builtins()
del _builtins, _OWN

__doc__ = """Operator interface.

This module exports a set of functions implemented in C corresponding
to the intrinsic operators of Python.  For example, operator.add(x, y)
is equivalent to the expression x+y.  The function names are those
used for special methods; variants without leading and trailing
'__' are also provided for convenience."""
