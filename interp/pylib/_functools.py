"""_functools for hyexec: the part of CPython's C accelerator of functools
that differs from the pure-Python definitions: reduce and cmp_to_key are
built-in functions (stored on a class they do not bind as methods), with
the C messages. CPython's functools.py imports each name on its own, so its
pure-Python partial and lru_cache stand for the others."""

import sys as _sys
import _hyexec

_initial_missing = object()


def reduce(*args, **kwargs):
    """reduce(function, iterable[, initial]) -> value

Apply a function of two arguments cumulatively to the items of a sequence
or iterable, from left to right, so as to reduce the iterable to a single
value.  For example, reduce(lambda x, y: x+y, [1, 2, 3, 4, 5]) calculates
((((1+2)+3)+4)+5).  If initial is present, it is placed before the items
of the iterable in the calculation, and serves as a default when the
iterable is empty."""
    if kwargs:
        raise TypeError('reduce() takes no keyword arguments')
    if not 2 <= len(args) <= 3:
        raise TypeError('reduce expected at %s 2 arguments, got %d'
                        % ('least' if len(args) < 2 else 'most', len(args)))
    function, iterable = args[0], args[1]
    try:
        it = iter(iterable)
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if len(args) == 3:
        value = args[2]
    else:
        value = _initial_missing
        for value in it:
            break
        if value is _initial_missing:
            raise TypeError('reduce() of empty iterable with no initial value')
    for element in it:
        value = function(value, element)
    return value


class KeyWrapper:
    """A key object of cmp_to_key: compares by the cmp function."""

    __slots__ = ('_cmp', 'obj')
    __module__ = 'functools'

    def __init__(self, cmp, obj=_initial_missing):
        self._cmp = cmp
        if obj is not _initial_missing:
            self.obj = obj

    def __call__(self, *args, **kwargs):
        if len(args) + len(kwargs) > 1:
            raise TypeError('K() takes at most 1 argument (%d given)'
                            % (len(args) + len(kwargs)))
        if kwargs and 'obj' not in kwargs:
            raise TypeError("K() got an unexpected keyword argument '%s'" % next(iter(kwargs)))
        if not args and not kwargs:
            raise TypeError("K() missing required argument 'obj' (pos 1)")
        return KeyWrapper(self._cmp, args[0] if args else kwargs['obj'])

    def _compare(self, other):
        if type(other) is not KeyWrapper:
            raise TypeError('other argument must be K instance')
        return self._cmp(self.obj, other.obj)

    def __lt__(self, other):
        return self._compare(other) < 0

    def __le__(self, other):
        return self._compare(other) <= 0

    def __gt__(self, other):
        return self._compare(other) > 0

    def __ge__(self, other):
        return self._compare(other) >= 0

    def __eq__(self, other):
        return self._compare(other) == 0

    def __ne__(self, other):
        return self._compare(other) != 0

    __hash__ = None


def cmp_to_key(*args, **kwargs):
    """Convert a cmp= function into a key= function."""
    if len(args) + len(kwargs) > 1:
        raise TypeError('cmp_to_key() takes at most 1 argument (%d given)'
                        % (len(args) + len(kwargs)))
    if kwargs and 'mycmp' not in kwargs:
        raise TypeError("cmp_to_key() got an unexpected keyword argument '%s'"
                        % next(iter(kwargs)))
    if not args and not kwargs:
        raise TypeError("cmp_to_key() missing required argument 'mycmp' (pos 1)")
    return KeyWrapper(args[0] if args else kwargs['mycmp'])


reduce = _hyexec.builtin(reduce, _sys.modules[__name__])
cmp_to_key = _hyexec.builtin(cmp_to_key, _sys.modules[__name__])
