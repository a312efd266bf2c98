"""enum for hyexec: Enum, unique and auto. Members are made when the class is
(__init_subclass__); what CPython's EnumType metaclass does to the class
itself (iteration, len, `in`, Color['RED'], repr) comes from _EnumType through
hyexec's __hyexec_meta__ hook, since hyexec has no metaclasses. IntEnum, Flag
and IntFlag need int subclasses, which hyexec does not have."""

_auto_counter = [0]


class auto:
    def __init__(self):
        _auto_counter[0] += 1
        self._order = _auto_counter[0]


class _EnumType:
    def __iter__(cls):
        return iter([cls._member_map_[name] for name in cls._member_names_])

    def __len__(cls):
        return len(cls._member_names_)

    def __contains__(cls, member):
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __repr__(cls):
        return "<enum %r>" % cls.__name__


def _is_member_candidate(name, value):
    if name.startswith('_'):
        return False
    if callable(value) and not isinstance(value, auto):
        return False
    return not isinstance(value, (classmethod, staticmethod, property))


class Enum:
    __hyexec_meta__ = _EnumType
    _member_names_ = []
    _member_map_ = {}
    _value2member_map_ = {}

    def __init_subclass__(cls, **kwargs):
        cls._member_names_ = []
        cls._member_map_ = {}
        cls._value2member_map_ = {}
        last = 0
        for name, value in list(cls.__dict__.items()):
            if not _is_member_candidate(name, value):
                continue
            if isinstance(value, auto):
                value = cls._generate_next_value_(name, 1, len(cls._member_names_), last)
            if value in cls._value2member_map_:
                member = cls._value2member_map_[value]  # an alias
            else:
                member = object.__new__(cls)
                member._name_ = name
                member._value_ = value
                cls._member_names_.append(name)
                cls._value2member_map_[value] = member
            cls._member_map_[name] = member
            setattr(cls, name, member)
            if isinstance(value, int):
                last = value
        # CPython's is a read-only mapping proxy; a dict copy reads the same.
        cls.__members__ = dict(cls._member_map_)

    @staticmethod
    def _generate_next_value_(name, start, count, last_value):
        return last_value + 1 if count else start

    def __new__(cls, value):
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__)) from None

    def __init__(self, *args, **kwds):
        pass

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return '<%s.%s: %r>' % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __format__(self, spec):
        return format(str(self), spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)


def unique(enumeration):
    duplicates = [(name, m.name) for name, m in enumeration._member_map_.items() if name != m.name]
    if duplicates:
        details = ', '.join('%s -> %s' % pair for pair in duplicates)
        raise ValueError('duplicate values found in %r: %s' % (enumeration, details))
    return enumeration
