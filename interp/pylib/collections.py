"""collections for hyexec: deque, Counter, defaultdict, OrderedDict, namedtuple,
written in the Python subset hyexec runs (its interpreter executes this file)."""


class deque:
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


class _DictLike:
    """A mapping over a real dict, for the dict subclasses below."""

    def __init__(self):
        self._d = {}

    def __getitem__(self, k):
        if k in self._d:
            return self._d[k]
        return self.__missing__(k)

    def __missing__(self, k):
        raise KeyError(k)

    def __setitem__(self, k, v):
        self._d[k] = v

    def __delitem__(self, k):
        del self._d[k]

    def __contains__(self, k):
        return k in self._d

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)

    def __eq__(self, other):
        if isinstance(other, _DictLike):
            return self._d == other._d
        return self._d == other

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, k, default=None):
        return self._d.get(k, default)

    def pop(self, k, *default):
        return self._d.pop(k, *default)

    def popitem(self):
        return self._d.popitem()

    def setdefault(self, k, default=None):
        return self._d.setdefault(k, default)

    def update(self, other=(), **kw):
        if isinstance(other, _DictLike):
            other = other._d
        self._d.update(other, **kw)

    def clear(self):
        self._d.clear()


class defaultdict(_DictLike):
    def __init__(self, default_factory=None, *args, **kw):
        _DictLike.__init__(self)
        self.default_factory = default_factory
        if args or kw:
            self.update(*args, **kw)

    def __missing__(self, k):
        if self.default_factory is None:
            raise KeyError(k)
        v = self.default_factory()
        self._d[k] = v
        return v

    def copy(self):
        d = defaultdict(self.default_factory)
        d.update(self._d)
        return d

    def __repr__(self):
        f = "None" if self.default_factory is None else repr(self.default_factory)
        return "defaultdict(" + f + ", " + repr(self._d) + ")"


class OrderedDict(_DictLike):
    def __init__(self, *args, **kw):
        _DictLike.__init__(self)
        if args or kw:
            self.update(*args, **kw)

    def move_to_end(self, key, last=True):
        v = self._d.pop(key)
        if last:
            self._d[key] = v
        else:
            rest = list(self._d.items())
            self._d.clear()
            self._d[key] = v
            self._d.update(rest)

    def popitem(self, last=True):
        if not self._d:
            raise KeyError("dictionary is empty")
        k = list(self._d)[-1 if last else 0]
        return k, self._d.pop(k)

    def copy(self):
        return OrderedDict(self._d)

    def __repr__(self):
        if not self._d:
            return "OrderedDict()"
        return "OrderedDict(" + repr(list(self._d.items())) + ")"


class Counter(_DictLike):
    def __init__(self, iterable=None, **kw):
        _DictLike.__init__(self)
        self.update(iterable, **kw)

    def __missing__(self, k):
        return 0

    def update(self, iterable=None, **kw):
        if iterable is not None:
            if isinstance(iterable, (_DictLike, dict)):
                for k, v in iterable.items():
                    self._d[k] = self._d.get(k, 0) + v
            else:
                for x in iterable:
                    self._d[x] = self._d.get(x, 0) + 1
        for k, v in kw.items():
            self._d[k] = self._d.get(k, 0) + v

    def subtract(self, iterable=None, **kw):
        if iterable is not None:
            if isinstance(iterable, (_DictLike, dict)):
                for k, v in iterable.items():
                    self._d[k] = self._d.get(k, 0) - v
            else:
                for x in iterable:
                    self._d[x] = self._d.get(x, 0) - 1
        for k, v in kw.items():
            self._d[k] = self._d.get(k, 0) - v

    def most_common(self, n=None):
        items = sorted(self._d.items(), key=lambda kv: kv[1], reverse=True)
        return items if n is None else items[:n]

    def elements(self):
        for k, v in self._d.items():
            for _ in range(v):
                yield k

    def total(self):
        return sum(self._d.values())

    def copy(self):
        return Counter(self)

    def __add__(self, other):
        out = Counter()
        for k, v in self._d.items():
            if v + other[k] > 0:
                out[k] = v + other[k]
        for k, v in other.items():
            if k not in self._d and v > 0:
                out[k] = v
        return out

    def __sub__(self, other):
        out = Counter()
        for k, v in self._d.items():
            if v - other[k] > 0:
                out[k] = v - other[k]
        for k, v in other.items():
            if k not in self._d and -v > 0:
                out[k] = -v
        return out

    def __and__(self, other):
        out = Counter()
        for k, v in self._d.items():
            m = min(v, other[k])
            if m > 0:
                out[k] = m
        return out

    def __or__(self, other):
        out = Counter()
        for k in list(self._d) + [k for k in other if k not in self._d]:
            m = max(self[k], other[k])
            if m > 0:
                out[k] = m
        return out

    def __repr__(self):
        if not self._d:
            return "Counter()"
        body = ", ".join(repr(k) + ": " + repr(v) for k, v in self.most_common())
        return "Counter({" + body + "})"


def namedtuple(typename, field_names, defaults=None, rename=False, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = tuple(field_names)

    class _NT:
        _fields = fields
        __match_args__ = fields

        def __init__(self, *args, **kw):
            values = list(args)
            n_defaults = 0 if defaults is None else len(defaults)
            for name in fields[len(values):]:
                if name in kw:
                    values.append(kw.pop(name))
                elif n_defaults and fields.index(name) >= len(fields) - n_defaults:
                    values.append(defaults[fields.index(name) - (len(fields) - n_defaults)])
                else:
                    raise TypeError(typename + ".__new__() missing 1 required positional argument: '" + name + "'")
            if kw:
                raise TypeError(typename + ".__new__() got an unexpected keyword argument '" + list(kw)[0] + "'")
            if len(values) > len(fields):
                raise TypeError(typename + ".__new__() takes " + str(len(fields) + 1) + " positional arguments but " + str(len(values) + 1) + " were given")
            self._values = tuple(values)
            for name, v in zip(fields, values):
                self.__dict__[name] = v

        def __getitem__(self, i):
            return self._values[i]

        def __len__(self):
            return len(self._values)

        def __iter__(self):
            return iter(self._values)

        def __eq__(self, other):
            if isinstance(other, tuple):
                return self._values == other
            return isinstance(other, _NT) and self._values == other._values

        def __lt__(self, other):
            return self._values < tuple(other)

        def __hash__(self):
            return hash(self._values)

        def _asdict(self):
            return dict(zip(fields, self._values))

        def _replace(self, **kw):
            return type(self)(*[kw.get(f, v) for f, v in zip(fields, self._values)])

        def __repr__(self):
            return typename + "(" + ", ".join(f + "=" + repr(v) for f, v in zip(fields, self._values)) + ")"

    _NT.__name__ = typename
    return _NT
