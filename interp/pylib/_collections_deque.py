"""collections.deque for hyexec, with CPython's interface and errors:
O(1) appends and pops at both ends, maxlen (read-only), the sequence
operators, iterators that see the deque mutated (RuntimeError), and
CPython's pickling (__reduce__ and the iterators' own)."""

import sys as _sys
from operator import index as _index

_repr_running = set()  # ids of the deques whose repr is being made


class deque:
    """deque([iterable[, maxlen]]) --> deque object

A list-like sequence optimized for data accesses near its endpoints."""
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE, as CPython's deque: `match` takes it for one


    __module__ = 'collections'

    # The items are _items[_head:]: pops on the left advance _head. _state
    # counts the changes that move or add or remove items (the iterators'
    # and the searches' check).
    __slots__ = ('_items', '_head', '_maxlen', '_state', '__weakref__')

    def __new__(cls, *args, **kwargs):
        self = object.__new__(cls)
        self._items = []
        self._head = 0
        self._maxlen = None
        self._state = 0
        return self

    def __init__(self, *args, **kwargs):
        if len(args) + len(kwargs) > 2:
            raise TypeError('deque() takes at most 2 arguments (%d given)'
                            % (len(args) + len(kwargs)))
        names = ('iterable', 'maxlen')
        for name in kwargs:
            if name not in names:
                raise TypeError("deque() got an unexpected keyword argument '%s'" % name)
        values = dict(zip(names, args))
        for name, value in kwargs.items():
            if name in values:
                raise TypeError("argument for deque() given by name ('%s') and position (%d)"
                                % (name, names.index(name) + 1))
            values[name] = value
        iterable = values.get('iterable')
        maxlen = values.get('maxlen')
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._maxlen = maxlen
        if len(self):
            self.clear()
        if iterable is not None:
            self.extend(iterable)

    @property
    def maxlen(self):
        """maximum size of a deque or None if unbounded"""
        return self._maxlen

    @maxlen.setter
    def maxlen(self, value):
        raise AttributeError("attribute 'maxlen' of 'collections.deque' objects is not writable")

    def __class_getitem__(cls, item):
        from types import GenericAlias
        return GenericAlias(cls, item)

    # --------------------------------------------------------- the ends

    def append(self, x):
        """Add an element to the right side of the deque."""
        if self._maxlen == 0:
            return
        self._items.append(x)
        self._state += 1
        if self._maxlen is not None and len(self) > self._maxlen:
            self._drop_left()

    def appendleft(self, x):
        """Add an element to the left side of the deque."""
        if self._maxlen == 0:
            return
        if not self._head:
            # Room on the left for as many items as there are.
            room = max(8, len(self._items))
            self._items[0:0] = [None] * room
            self._head = room
        self._head -= 1
        self._items[self._head] = x
        self._state += 1
        if self._maxlen is not None and len(self) > self._maxlen:
            self._items.pop()

    def pop(self):
        """Remove and return the rightmost element."""
        if not len(self):
            raise IndexError('pop from an empty deque')
        self._state += 1
        x = self._items.pop()
        if not len(self):
            self._reset()
        return x

    def popleft(self):
        """Remove and return the leftmost element."""
        if not len(self):
            raise IndexError('pop from an empty deque')
        self._state += 1
        return self._drop_left()

    def _drop_left(self):
        x = self._items[self._head]
        self._items[self._head] = None
        self._head += 1
        if self._head == len(self._items):
            self._reset()
        elif self._head > 32 and 2 * self._head > len(self._items):
            del self._items[:self._head]
            self._head = 0
        return x

    def _reset(self):
        self._items.clear()
        self._head = 0

    def extend(self, iterable):
        """Extend the right side of the deque with elements from the iterable"""
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        """Extend the left side of the deque with elements from the iterable"""
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.appendleft(x)

    # ------------------------------------------------------ the whole

    def _list(self):
        return self._items[self._head:]

    def _replace(self, items):
        self._items = items
        self._head = 0
        self._state += 1

    def clear(self):
        """Remove all elements from the deque."""
        self._reset()
        self._state += 1

    def copy(self):
        """Return a shallow copy of a deque."""
        if type(self) is deque:
            new = deque()
            new._maxlen = self._maxlen
            new._items = self._list()
            return new
        if self._maxlen is None:
            return type(self)(self)
        return type(self)(self, self._maxlen)

    __copy__ = copy

    def rotate(self, n=1):
        """Rotate the deque n steps to the right (default n=1).  If n is negative, rotates left."""
        n = _index(n)
        size = len(self)
        if size > 1:
            n %= size
            if n:
                items = self._list()
                self._replace(items[-n:] + items[:-n])

    def reverse(self):
        """Reverse *IN PLACE*"""
        items = self._list()
        items.reverse()
        self._items[self._head:] = items

    def insert(self, i, x):
        """Insert value before index."""
        i = _index(i)
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        items = self._list()
        items.insert(i, x)
        self._replace(items)

    # --------------------------------------------------------- searches

    def _scan(self, x, start, stop):
        # The first index of x from start to stop, -1 if none; comparing
        # may change the deque, which ends the search.
        state = self._state
        for i in range(start, stop):
            if i >= len(self):
                break
            item = self._items[self._head + i]
            found = item is x or item == x  # identity first, as PyObject_RichCompareBool
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
            if found:
                return i
        return -1

    def count(self, x):
        """Return number of occurrences of value."""
        state = self._state
        n = 0
        for item in self._list():
            if item is x or item == x:
                n += 1
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        return n

    def __contains__(self, x):
        state = self._state
        for item in self._list():
            if item is x or item == x:
                return True
            if state != self._state:
                raise RuntimeError('deque mutated during iteration')
        return False

    def index(self, x, start=0, stop=_sys.maxsize):
        """Return first index of value.

Raises ValueError if the value is not present."""
        try:
            start, stop = _index(start), _index(stop)
        except TypeError:
            raise TypeError('slice indices must be integers or have an __index__ method') \
                from None
        start, stop, _ = slice(start, stop).indices(len(self))
        i = self._scan(x, start, stop)
        if i < 0:
            raise ValueError('%r is not in deque' % (x,))
        return i

    def remove(self, value):
        """Remove first occurrence of value."""
        state = self._state
        for i in range(len(self)):
            item = self._items[self._head + i]
            found = item is value or item == value
            if state != self._state:
                raise IndexError('deque mutated during iteration')
            if found:
                del self[i]
                return
        raise ValueError('%r is not in deque' % (value,))

    # ------------------------------------------------------ the sequence

    def __len__(self):
        return len(self._items) - self._head

    def _position(self, i):
        if isinstance(i, slice) or not hasattr(type(i), '__index__'):
            raise TypeError('sequence index must be integer, not %r' % type(i).__name__)
        i = _index(i)
        size = len(self)
        if i < 0:
            i += size
        if not 0 <= i < size:
            raise IndexError('deque index out of range')
        return self._head + i

    def __getitem__(self, i):
        return self._items[self._position(i)]

    def __setitem__(self, i, v):
        self._items[self._position(i)] = v

    def __delitem__(self, i):
        at = self._position(i)
        del self._items[at]
        self._state += 1
        if not len(self):
            self._reset()

    def __iter__(self):
        return _deque_iterator(self)

    def __reversed__(self):
        return _deque_reverse_iterator(self)

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % type(other).__name__)
        new = self.copy()
        new.extend(other)
        return new

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        new = self.copy()
        new *= n
        return new

    def __rmul__(self, n):
        if not hasattr(type(n), '__index__'):
            return NotImplemented
        return self * n

    def __imul__(self, n):
        if not hasattr(type(n), '__index__'):
            raise TypeError("can't multiply sequence by non-int of type '%s'"
                            % type(n).__name__)
        n = _index(n)
        items = self._list()
        if n <= 0 or not items:
            self.clear()
            return self
        if self._maxlen is not None and len(items) * n > self._maxlen:
            # Only the last maxlen items of the repetition stay.
            repeated = items * (self._maxlen // len(items) + 2)
            self._replace(repeated[len(repeated) - self._maxlen:] if self._maxlen else [])
            return self
        self._replace(items * n)
        return self

    # ----------------------------------------------------- comparisons

    def _compare(self, other, op):
        if not isinstance(other, deque):
            return NotImplemented
        return op(self._list(), other._list())

    def __eq__(self, other):
        return self._compare(other, list.__eq__)

    def __ne__(self, other):
        return self._compare(other, list.__ne__)

    def __lt__(self, other):
        return self._compare(other, list.__lt__)

    def __le__(self, other):
        return self._compare(other, list.__le__)

    def __gt__(self, other):
        return self._compare(other, list.__gt__)

    def __ge__(self, other):
        return self._compare(other, list.__ge__)

    __hash__ = None

    # ------------------------------------------------- repr and pickle

    def __repr__(self):
        if id(self) in _repr_running:
            return '[...]'
        _repr_running.add(id(self))
        try:
            text = repr(self._list())
        finally:
            _repr_running.discard(id(self))
        name = type(self).__name__
        if self._maxlen is None:
            return '%s(%s)' % (name, text)
        return '%s(%s, maxlen=%d)' % (name, text, self._maxlen)

    def __reduce__(self):
        # An exact deque has no __dict__ (None); a subclass's, its instance dict.
        state = getattr(self, '__dict__', None) or None
        args = () if self._maxlen is None else ((), self._maxlen)
        return type(self), args, state, iter(self)


class _deque_iterator:
    """The iterator of a deque, left to right."""

    __module__ = '_collections'

    def __init__(self, d, index=0):
        if not isinstance(d, deque):
            raise TypeError("'%s' object is not a deque" % type(d).__name__)
        self._deque = d
        self._state = d._state
        # The items still to give, as CPython's counter.
        self._counter = len(d) - min(max(_index(index), 0), len(d))

    def __iter__(self):
        return self

    def _advance(self):
        d = self._deque
        if d._state != self._state:
            self._counter = 0
            raise RuntimeError('deque mutated during iteration')
        if not self._counter:
            raise StopIteration
        self._counter -= 1
        return d

    def __next__(self):
        d = self._advance()
        return d._items[len(d._items) - 1 - self._counter]

    def __length_hint__(self):
        return self._counter

    def __reduce__(self):
        return type(self), (self._deque, len(self._deque) - self._counter)


class _deque_reverse_iterator(_deque_iterator):
    """The iterator of a deque, right to left."""

    def __next__(self):
        d = self._advance()
        return d._items[d._head + self._counter]
