"""collections for hyexec: deque, Counter, defaultdict, OrderedDict, namedtuple,
written in the Python subset hyexec runs (its interpreter executes this file)."""


class deque:
    @classmethod
    def __class_getitem__(cls, item):
        # `deque[...]` in annotations: the class itself stands for the alias.
        return cls

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None and maxlen < 0:
            raise ValueError("maxlen must be non-negative")
        self._items = []
        self.maxlen = maxlen
        for x in iterable:
            self.append(x)

    def append(self, x):
        self._items.append(x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            del self._items[0]

    def appendleft(self, x):
        self._items.insert(0, x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            self._items.pop()

    def pop(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop()

    def popleft(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop(0)

    def insert(self, i, x):
        if self.maxlen is not None and len(self._items) >= self.maxlen:
            raise IndexError("deque already at its maximum size")
        self._items.insert(i, x)

    def extend(self, iterable):
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        for x in iterable:
            self.appendleft(x)

    def rotate(self, n=1):
        if self._items:
            n = n % len(self._items)
            self._items[:] = self._items[-n:] + self._items[:-n]

    def clear(self):
        self._items.clear()

    def count(self, x):
        return self._items.count(x)

    def index(self, x, *args):
        return self._items.index(x, *args)

    def remove(self, x):
        self._items.remove(x)

    def reverse(self):
        self._items.reverse()

    def copy(self):
        return deque(self._items, self.maxlen)

    def __copy__(self):
        return self.__class__(self._items, self.maxlen)

    def __reduce__(self):
        # CPython's: the class, ((), maxlen) or (), the instance dict (here
        # less the deque's own attributes) and its items.
        state = {k: v for k, v in vars(self).items() if k not in ('_items', 'maxlen')}
        args = () if self.maxlen is None else ((), self.maxlen)
        return self.__class__, args, state or None, iter(list(self._items))

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            raise TypeError("sequence index must be integer, not 'slice'")
        try:
            return self._items[i]
        except IndexError:
            raise IndexError("deque index out of range") from None

    def __setitem__(self, i, v):
        self._items[i] = v

    def __delitem__(self, i):
        del self._items[i]

    def __contains__(self, x):
        return x in self._items

    def __eq__(self, other):
        return isinstance(other, deque) and self._items == other._items

    def __bool__(self):
        return len(self._items) > 0

    def __repr__(self):
        if self.maxlen is None:
            return "deque(" + repr(self._items) + ")"
        return "deque(" + repr(self._items) + ", maxlen=" + str(self.maxlen) + ")"


class defaultdict(dict):
    @classmethod
    def __class_getitem__(cls, item):
        # `defaultdict[...]` in annotations: the class itself stands for the alias.
        return cls

    def __init__(self, default_factory=None, *args, **kw):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        dict.__init__(self, *args, **kw)
        self.default_factory = default_factory

    def __missing__(self, k):
        if self.default_factory is None:
            raise KeyError(k)
        v = self.default_factory()
        self[k] = v
        return v

    def copy(self):
        return defaultdict(self.default_factory, self)

    def __copy__(self):
        return type(self)(self.default_factory, self)

    def __reduce__(self):
        args = () if self.default_factory is None else (self.default_factory,)
        return type(self), args, None, None, iter(self.items())

    def __repr__(self):
        f = "None" if self.default_factory is None else repr(self.default_factory)
        return "defaultdict(" + f + ", " + repr(dict(self)) + ")"


from _collections_ordered import OrderedDict


def _count_elements(mapping, iterable):
    'Tally elements from the iterable (what Counter.update does for an iterable).'
    mapping_get = mapping.get
    for elem in iterable:
        mapping[elem] = mapping_get(elem, 0) + 1


class Counter(dict):
    @classmethod
    def __class_getitem__(cls, item):
        # `Counter[...]` in annotations: the class itself stands for the alias.
        return cls

    def __init__(self, iterable=None, **kw):
        dict.__init__(self)
        self.update(iterable, **kw)

    def __missing__(self, k):
        return 0

    def update(self, iterable=None, **kw):
        if iterable is not None:
            if isinstance(iterable, dict):
                for k, v in iterable.items():
                    self[k] = self.get(k, 0) + v
            else:
                _count_elements(self, iterable)
        for k, v in kw.items():
            self[k] = self.get(k, 0) + v

    def subtract(self, iterable=None, **kw):
        if iterable is not None:
            if isinstance(iterable, dict):
                for k, v in iterable.items():
                    self[k] = self.get(k, 0) - v
            else:
                for x in iterable:
                    self[x] = self.get(x, 0) - 1
        for k, v in kw.items():
            self[k] = self.get(k, 0) - v

    def most_common(self, n=None):
        items = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        return items if n is None else items[:n]

    def elements(self):
        for k, v in self.items():
            for _ in range(v):
                yield k

    def total(self):
        return sum(self.values())

    def copy(self):
        return Counter(self)

    def __eq__(self, other):
        # Missing elements count as zero (Python 3.10+).
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        out = Counter()
        for k, v in self.items():
            if v + other[k] > 0:
                out[k] = v + other[k]
        for k, v in other.items():
            if k not in self and v > 0:
                out[k] = v
        return out

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        out = Counter()
        for k, v in self.items():
            if v - other[k] > 0:
                out[k] = v - other[k]
        for k, v in other.items():
            if k not in self and -v > 0:
                out[k] = -v
        return out

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        out = Counter()
        for k, v in self.items():
            m = min(v, other[k])
            if m > 0:
                out[k] = m
        return out

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        out = Counter()
        for k in list(self) + [k for k in other if k not in self]:
            m = max(self[k], other[k])
            if m > 0:
                out[k] = m
        return out

    def __repr__(self):
        if not self:
            return "Counter()"
        body = ", ".join(repr(k) + ": " + repr(v) for k, v in self.most_common())
        return "Counter({" + body + "})"


def namedtuple(typename, field_names, defaults=None, rename=False, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = tuple(field_names)
    n_defaults = 0 if defaults is None else len(defaults)

    class _NT(tuple):
        _fields = fields
        _field_defaults = dict(zip(fields[len(fields) - n_defaults:], defaults or ()))
        __match_args__ = fields

        def __new__(cls, *args, **kw):
            values = list(args)
            if len(values) > len(fields):
                raise TypeError(typename + ".__new__() takes " + str(len(fields) + 1) + " positional arguments but " + str(len(values) + 1) + " were given")
            for name in fields[len(values):]:
                if name in kw:
                    values.append(kw.pop(name))
                elif n_defaults and fields.index(name) >= len(fields) - n_defaults:
                    values.append(defaults[fields.index(name) - (len(fields) - n_defaults)])
                else:
                    raise TypeError(typename + ".__new__() missing 1 required positional argument: '" + name + "'")
            if kw:
                raise TypeError(typename + ".__new__() got an unexpected keyword argument '" + list(kw)[0] + "'")
            return tuple.__new__(cls, values)

        @classmethod
        def _make(cls, iterable):
            return tuple.__new__(cls, iterable)

        def _asdict(self):
            return dict(zip(fields, self))

        def __getnewargs__(self):
            # Copying and pickling rebuild it from its fields, not from one tuple.
            return tuple(self)

        def _replace(self, **kw):
            result = self._make([kw.pop(f, v) for f, v in zip(fields, self)])
            if kw:
                raise ValueError('Got unexpected field names: %r' % list(kw))
            return result

        def __setattr__(self, name, value):
            # Like CPython's: fields are read-only, and there is no __dict__.
            if name in fields:
                raise AttributeError("can't set attribute")
            raise AttributeError("'" + typename + "' object has no attribute '" + name + "'")

        def __repr__(self):
            return typename + "(" + ", ".join(f + "=" + repr(v) for f, v in zip(fields, self)) + ")"

    for index, name in enumerate(fields):
        setattr(_NT, name, property(lambda self, i=index: self[i]))
    _NT.__name__ = typename
    _NT.__qualname__ = typename
    # CPython takes the caller's module; hyexec's programs are __main__.
    _NT.__module__ = "__main__" if module is None else module
    return _NT


from _collections_user import UserDict, UserList, UserString, ChainMap
