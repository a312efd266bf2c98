"""collections.OrderedDict, after CPython's: a dict subclass whose order is
a doubly linked list of its keys kept beside the dict (links found by key in
a private map), as the pure-Python one has it, so move_to_end and popitem
are O(1) at both ends and the dict's own methods called directly
(`dict.__delitem__(od, k)`) leave the order out of step as CPython's do;
its iterators and views are the C one's (odict_iterator: RuntimeError once
the order changes under them). collections re-exports it."""

from collections.abc import ItemsView, KeysView, MutableMapping, ValuesView

# A link is a list [prev, next, key]; the root link's key is unused. Lists,
# not objects: the order of a large dict costs one small list per key.
_PREV = 0
_NEXT = 1
_KEY = 2

# The ids of the OrderedDicts whose repr is being made (a recursive one
# shows `...`, as reprlib.recursive_repr does).
_repr_running = set()


class odict_iterator:
    """The iterator of an OrderedDict or of one of its views (keys, values or
    items, forwards or reversed). As CPython's (C) one, it fails with
    RuntimeError once the order changed (a key added, removed or moved) or
    the dict's size did, and is exhausted after that."""

    def __init__(self, od, kind, reverse):
        self._od = od
        self._root = od._OrderedDict__root
        self._link = self._root
        self._kind = kind
        self._step = _PREV if reverse else _NEXT
        self._state = od._OrderedDict__state
        self._size = dict.__len__(od)

    def __iter__(self):
        return self

    def __next__(self):
        od = self._od
        if od is None:
            raise StopIteration
        if od._OrderedDict__state != self._state:
            self._od = None
            raise RuntimeError('OrderedDict mutated during iteration')
        if dict.__len__(od) != self._size:
            self._od = None
            raise RuntimeError('OrderedDict changed size during iteration')
        link = self._link[self._step]
        if link is self._root:
            self._od = None
            raise StopIteration
        self._link = link
        key = link[_KEY]
        if self._kind == _KEYS:
            return key
        value = dict.__getitem__(od, key)
        return value if self._kind == _VALUES else (key, value)

    def __reduce__(self):
        # CPython's: iter() over a list of what is left, this iterator untouched.
        rest = []
        if self._od is not None:
            copy = odict_iterator(self._od, self._kind, self._step == _PREV)
            copy._link = self._link
            rest = list(copy)
        return iter, (rest,)


_KEYS = 0
_VALUES = 1
_ITEMS = 2


def _view_repr(self):
    # A view that holds itself (`od[k] = od.values()`) shows `...` there.
    mark = id(self)
    if mark in _repr_running:
        return '...'
    _repr_running.add(mark)
    try:
        return '%s(%r)' % (type(self).__name__, list(self))
    finally:
        _repr_running.discard(mark)


class odict_keys(KeysView):

    def __iter__(self):
        return odict_iterator(self._mapping, _KEYS, False)

    def __reversed__(self):
        return odict_iterator(self._mapping, _KEYS, True)

    __repr__ = _view_repr


class odict_items(ItemsView):

    def __iter__(self):
        return odict_iterator(self._mapping, _ITEMS, False)

    def __reversed__(self):
        return odict_iterator(self._mapping, _ITEMS, True)

    __repr__ = _view_repr


class odict_values(ValuesView):

    def __iter__(self):
        return odict_iterator(self._mapping, _VALUES, False)

    def __reversed__(self):
        return odict_iterator(self._mapping, _VALUES, True)

    __repr__ = _view_repr


class OrderedDict(dict):
    'Dictionary that remembers insertion order'

    # Its private names are spelt as CPython's compiler mangles `__root` in
    # this class body (`_OrderedDict__root`): vars() shows CPython's names.

    def __new__(cls, /, *args, **kwds):
        # The order is set up here, not in __init__, so a subclass whose
        # __init__ skips OrderedDict's still has one.
        self = dict.__new__(cls)
        root = [None, None, None]
        root[_PREV] = root[_NEXT] = root
        self._OrderedDict__root = root
        self._OrderedDict__map = {}
        # Changes with each change of the order (odict_iterator checks it).
        self._OrderedDict__state = 0
        return self

    def __init__(self, other=(), /, **kwds):
        self._OrderedDict__update(other, **kwds)

    def __setitem__(self, key, value, dict_setitem=dict.__setitem__):
        if key not in self:
            root = self._OrderedDict__root
            last = root[_PREV]
            link = [last, root, key]
            last[_NEXT] = link
            root[_PREV] = link
            self._OrderedDict__map[key] = link
            self._OrderedDict__state += 1
        dict_setitem(self, key, value)

    def __delitem__(self, key, dict_delitem=dict.__delitem__):
        dict_delitem(self, key)
        _unlink(self._OrderedDict__map.pop(key))
        self._OrderedDict__state += 1

    def __iter__(self):
        return odict_iterator(self, _KEYS, False)

    def __reversed__(self):
        return odict_iterator(self, _KEYS, True)

    def clear(self):
        'Remove all items from od.'
        root = self._OrderedDict__root
        root[_PREV] = root[_NEXT] = root
        self._OrderedDict__map.clear()
        self._OrderedDict__state += 1
        dict.clear(self)

    def popitem(self, last=True):
        '''Remove and return a (key, value) pair from the dictionary.

        Pairs are returned in LIFO order if last is true or FIFO order if false.
        '''
        if not self:
            raise KeyError('dictionary is empty')
        root = self._OrderedDict__root
        link = root[_PREV] if last else root[_NEXT]
        _unlink(link)
        key = link[_KEY]
        del self._OrderedDict__map[key]
        self._OrderedDict__state += 1
        value = dict.pop(self, key)
        return key, value

    def move_to_end(self, key, last=True):
        '''Move an existing element to the end (or beginning if last is false).

        Raise KeyError if the element does not exist.
        '''
        link = self._OrderedDict__map[key]
        _unlink(link)
        self._OrderedDict__state += 1
        root = self._OrderedDict__root
        if last:
            last_link = root[_PREV]
            link[_PREV] = last_link
            link[_NEXT] = root
            root[_PREV] = last_link[_NEXT] = link
        else:
            first = root[_NEXT]
            link[_PREV] = root
            link[_NEXT] = first
            first[_PREV] = root[_NEXT] = link

    def __sizeof__(self):
        # CPython's pure-Python figure: the dict, its map, the links and the
        # attribute dict.
        n = len(self) + 1
        size = dict.__sizeof__(self) + self._OrderedDict__map.__sizeof__() + 56 * n
        return size + self.__dict__.__sizeof__()

    def update(self, other=(), /, **kwds):
        ''' D.update([E, ]**F) -> None.  Update D from mapping/iterable E and F.
            If E present and has a .keys() method, does:     for k in E: D[k] = E[k]
            If E present and lacks .keys() method, does:     for (k, v) in E: D[k] = v
            In either case, this is followed by: for k, v in F.items(): D[k] = v
        '''
        if isinstance(other, dict) or hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    # __init__ uses this one, so a subclass may override update().
    _OrderedDict__update = update

    def keys(self):
        "D.keys() -> a set-like object providing a view on D's keys"
        return odict_keys(self)

    def items(self):
        "D.items() -> a set-like object providing a view on D's items"
        return odict_items(self)

    def values(self):
        "D.values() -> an object providing a view on D's values"
        return odict_values(self)

    __ne__ = MutableMapping.__ne__

    _OrderedDict__marker = object()

    def pop(self, key, default=_OrderedDict__marker):
        '''od.pop(k[,d]) -> v, remove specified key and return the corresponding
        value.  If key is not found, d is returned if given, otherwise KeyError
        is raised.

        '''
        marker = self._OrderedDict__marker
        result = dict.pop(self, key, marker)
        if result is not marker:
            _unlink(self._OrderedDict__map.pop(key))
            self._OrderedDict__state += 1
            return result
        if default is marker:
            raise KeyError(key)
        return default

    def setdefault(self, key, default=None):
        '''Insert key with a value of default if key is not in the dictionary.

        Return the value for key if key is in the dictionary, else default.
        '''
        if key in self:
            return self[key]
        self[key] = default
        return default

    def __repr__(self):
        'od.__repr__() <==> repr(od)'
        if not self:
            return '%s()' % (self.__class__.__name__,)
        mark = id(self)
        if mark in _repr_running:
            return '...'
        _repr_running.add(mark)
        try:
            return '%s(%r)' % (self.__class__.__name__, list(self.items()))
        finally:
            _repr_running.discard(mark)

    def __reduce__(self):
        'Return state information for pickling'
        state = self.__getstate__()
        if state:
            if isinstance(state, tuple):
                state, slots = state
            else:
                slots = {}
            state = dict(state or {})
            slots = dict(slots)
            # The order's own attributes are not state: the class rebuilds them.
            for k in _OWN_ATTRIBUTES:
                state.pop(k, None)
                slots.pop(k, None)
            if slots:
                state = state, slots
            else:
                state = state or None
        return self.__class__, (), state, None, iter(self.items())

    def copy(self):
        'od.copy() -> a shallow copy of od'
        return self.__class__(self)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        '''Create a new ordered dictionary with keys from iterable and values set to value.
        '''
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __eq__(self, other):
        '''od.__eq__(y) <==> od==y.  Comparison to another OD is order-sensitive
        while comparison to a regular mapping is order-insensitive.

        '''
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and all(a == b for a, b in zip(self, other))
        return dict.__eq__(self, other)

    __hash__ = None

    def __ior__(self, other):
        self.update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(other)
        new.update(self)
        return new

    @classmethod
    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


OrderedDict.__module__ = 'collections'
for _cls in (odict_iterator, odict_keys, odict_items, odict_values):
    _cls.__module__ = 'builtins'
_OWN_ATTRIBUTES = tuple(vars(OrderedDict()))


def _unlink(link):
    prev = link[_PREV]
    next = link[_NEXT]
    prev[_NEXT] = next
    next[_PREV] = prev
    # A deleted key's link ends an iteration that stands on it.
    link[_PREV] = link[_NEXT] = None
