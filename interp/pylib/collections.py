"""collections for hyexec: deque, Counter, defaultdict, OrderedDict, namedtuple,
written in the Python subset hyexec runs (its interpreter executes this file)."""


from _collections_deque import deque
from collections.abc import MutableSequence as _MutableSequence

_MutableSequence.register(deque)


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
    """Dict subclass for counting hashable items (a multiset): elements are
    keys, their counts values; a missing element counts zero."""

    def __class_getitem__(cls, item):
        from types import GenericAlias
        return GenericAlias(cls, item)

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        # By count, highest first; equal counts keep their insertion order.
        items = sorted(self.items(), key=_second, reverse=True)
        return items if n is None else items[:max(n, 0)]

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if _is_mapping(iterable):
                if self:
                    self_get = self.get
                    for elem in iterable:
                        self[elem] = iterable[elem] + self_get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            self_get = self.get
            if _is_mapping(iterable):
                for elem, count in iterable.items():
                    self[elem] = self_get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        # Deleting a missing element is no error: it already counts zero.
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:  # counts that do not order
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    # Comparisons as multisets: a missing element counts zero.
    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    # Multiset operations: results keep only positive counts.
    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def _second(item):
    return item[1]


def _is_mapping(obj):
    # collections.abc.Mapping, imported when first needed (it imports types).
    from collections.abc import Mapping
    return isinstance(obj, Mapping)


def _missing_message(typename, names):
    # CPython's wording for missing arguments: 'a', 'a' and 'b', 'a', 'b', and 'c'.
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        listed = quoted[0]
    elif len(quoted) == 2:
        listed = quoted[0] + ' and ' + quoted[1]
    else:
        listed = ', '.join(quoted[:-1]) + ', and ' + quoted[-1]
    return '%s.__new__() missing %d required positional argument%s: %s' % (
        typename, len(names), '' if len(names) == 1 else 's', listed)


def _checked_field_names(typename, field_names, rename):
    """The field names as a list of str, renamed or checked as CPython's
    namedtuple does (identifiers, no keyword, no leading underscore, no
    duplicate)."""
    from keyword import iskeyword
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or iskeyword(name) or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
        if iskeyword(name):
            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    return field_names


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """A tuple subclass with named fields, as CPython's collections.namedtuple."""
    typename = str(typename)
    fields = tuple(_checked_field_names(typename, field_names, rename))
    num_fields = len(fields)
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > num_fields:
            raise TypeError('Got more default values than field names')
    n_defaults = 0 if defaults is None else len(defaults)
    first_default = num_fields - n_defaults

    class _NT(tuple):
        __slots__ = ()  # no __dict__: a subclass without __slots__ has one
        _fields = fields
        _field_defaults = dict(zip(fields[first_default:], defaults or ()))
        __match_args__ = fields

        def __new__(cls, /, *args, **kw):
            if len(args) > num_fields:
                if n_defaults:
                    takes = 'from %d to %d' % (first_default + 1, num_fields + 1)
                else:
                    takes = str(num_fields + 1)
                raise TypeError('%s.__new__() takes %s positional argument%s but %d were given'
                                % (typename, takes, '' if takes == '1' else 's', len(args) + 1))
            values = list(args)
            for name in fields[:len(args)]:
                if name in kw:
                    raise TypeError("%s.__new__() got multiple values for argument '%s'"
                                    % (typename, name))
            missing = []
            for index in range(len(args), num_fields):
                name = fields[index]
                if name in kw:
                    values.append(kw.pop(name))
                elif index >= first_default:
                    values.append(defaults[index - first_default])
                else:
                    missing.append(name)
            if missing:
                raise TypeError(_missing_message(typename, missing))
            if kw:
                raise TypeError("%s.__new__() got an unexpected keyword argument '%s'"
                                % (typename, next(iter(kw))))
            return tuple.__new__(cls, values)

        @classmethod
        def _make(cls, iterable):
            result = tuple.__new__(cls, iterable)
            if len(result) != num_fields:
                raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
            return result

        def _replace(self, /, **kwds):
            result = self._make([kwds.pop(f, v) for f, v in zip(fields, self)])
            if kwds:
                raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
            return result

        def _asdict(self):
            return dict(zip(self._fields, self))

        def __getnewargs__(self):
            # Copying and pickling rebuild it from its fields, not from one tuple.
            return tuple(self)

        def __repr__(self):
            return self.__class__.__name__ + '(' + ', '.join(
                f + '=' + repr(v) for f, v in zip(fields, self)) + ')'

    _NT._make.__func__.__doc__ = f'Make a new {typename} object from a sequence or iterable'
    for index, name in enumerate(fields):
        setattr(_NT, name, _tuplegetter(index, f'Alias for field number {index}'))
    _NT.__name__ = typename
    _NT.__qualname__ = typename
    _NT.__doc__ = f'{typename}({", ".join(fields)})'
    if module is None:
        # The caller's module, as CPython's.
        try:
            import sys
            module = sys._getframe(1).f_globals.get('__name__', '__main__')
        except (AttributeError, ValueError):
            module = '__main__'
    _NT.__module__ = module
    return _NT


class _tuplegetter:
    """A namedtuple's field: item `index` of the tuple, read-only (CPython's
    _collections._tuplegetter)."""

    __slots__ = ('_index', '_doc')
    __module__ = '_collections'

    def __init__(self, index, doc):
        self._index = index
        self._doc = doc

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return tuple.__getitem__(obj, self._index)

    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, obj):
        raise AttributeError("can't delete attribute")

    @property
    def __doc__(self):
        return self._doc

    @__doc__.setter
    def __doc__(self, doc):  # writable, as the C type's member
        self._doc = doc

    def __repr__(self):
        return '_tuplegetter(%d, %r)' % (self._index, self._doc)

    def __reduce__(self):
        return type(self), (self._index, self._doc)


from _collections_user import UserDict, UserList, UserString, ChainMap
