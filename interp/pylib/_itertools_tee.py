"""itertools.tee for hyexec (the native itertools module hands its calls
here): n independent iterators over one source, sharing a buffer of the
items some have seen and others not yet, as CPython's _tee objects (a
copyable iterator passes through; _tee copies, is weakly referable, and
refuses to re-enter its source)."""

from operator import index as _index


_BLOCK = 1024  # items a link holds: a long lag is a short chain to free


class _tee_link:
    """A block of the shared buffer and the link after it (None until an
    iterator reads past it); `source` is the shared source state."""

    __slots__ = ('values', 'next', 'source')

    def __init__(self, source):
        self.values = []
        self.next = None
        self.source = source


class _tee_source:
    __slots__ = ('it', 'running')

    def __init__(self, it):
        self.it = it
        self.running = False


class _tee:
    """Iterator wrapped to make it copyable."""

    __module__ = 'itertools'
    __slots__ = ('_link', '_index', '__weakref__')

    def __new__(cls, *args, **kwargs):
        if kwargs:
            raise TypeError('_tee() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError('_tee expected 1 argument, got %d' % len(args))
        it = iter(args[0])
        if isinstance(it, _tee):
            return it.__copy__()
        self = object.__new__(cls)
        self._link = _tee_link(_tee_source(it))
        self._index = 0
        return self

    def __iter__(self):
        return self

    def __next__(self):
        link, i = self._link, self._index
        if i == _BLOCK:
            if link.next is None:
                link.next = _tee_link(link.source)
            link = self._link = link.next
            i = 0
        if i < len(link.values):
            value = link.values[i]
        else:
            source = link.source
            if source.running:
                raise RuntimeError('cannot re-enter the tee iterator')
            source.running = True
            try:
                value = next(source.it)
            finally:
                source.running = False
            link.values.append(value)
        self._index = i + 1
        return value

    def __copy__(self):
        new = object.__new__(type(self))
        new._link = self._link
        new._index = self._index
        return new


def tee(*args, **kwargs):
    """Returns a tuple of n independent iterators."""
    if kwargs:
        raise TypeError('itertools.tee() takes no keyword arguments')
    if not 1 <= len(args) <= 2:
        raise TypeError('tee expected at %s, got %d' % (
            'least 1 argument' if not args else 'most 2 arguments', len(args)))
    n = _index(args[1]) if len(args) > 1 else 2
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(args[0])
    if n == 0:
        return ()
    copyable = it if hasattr(type(it), '__copy__') else _tee(it)
    return (copyable,) + tuple(copyable.__copy__() for _ in range(n - 1))
