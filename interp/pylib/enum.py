"""enum for hyexec, written for it after CPython 3.11's behaviour: EnumType,
the metaclass, makes the members when it makes the class (iteration, len,
`in`, Color['RED'], Color(1), the functional API); Enum, IntEnum, StrEnum,
ReprEnum, Flag and IntFlag (boundaries STRICT, CONFORM, EJECT, KEEP), auto,
unique. Mixed-in types (`class N(int, Enum)`) make members through the mixin's
__new__."""

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
           'auto', 'unique', 'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
           'global_enum', 'verify', 'member', 'nonmember']

_auto_null = object()


class auto:
    """A member's value, chosen by _generate_next_value_ when the class is made."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


class member:
    def __init__(self, value):
        self.value = value


class nonmember:
    def __init__(self, value):
        self.value = value


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1] != '_' and name[-2] != '_'


def _is_descriptor(obj):
    return hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__')


def _is_member(name, value):
    if isinstance(value, nonmember):
        return False
    if isinstance(value, member):
        return True
    if _is_dunder(name) or _is_sunder(name) or name.startswith('_'):
        return False
    if isinstance(value, (classmethod, staticmethod, property)):
        return False
    return not (callable(value) and not isinstance(value, auto)) and not _is_descriptor(value)


def _bits(n):
    # The set bits of n, lowest first, each as its power of two.
    out = []
    while n:
        low = n & -n
        out.append(low)
        n ^= low
    return out


class FlagBoundary:
    pass


STRICT, CONFORM, EJECT, KEEP = 'strict', 'conform', 'eject', 'keep'


class EnumType(type):
    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        return {}

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        members = []
        body = {}
        for key, value in classdict.items():
            if _is_member(key, value):
                if isinstance(value, member):
                    value = value.value
                members.append((key, value))
            else:
                body[key] = value.value if isinstance(value, nonmember) else value
        if '_ignore_' in body:
            ignore = body.pop('_ignore_')
            ignore = ignore.split() if isinstance(ignore, str) else ignore
            members = [(k, v) for k, v in members if k not in ignore]
        body['_member_names_'] = []
        body['_member_map_'] = {}
        body['_value2member_map_'] = {}
        body['_member_type_'] = member_type
        # The class's own __new__ makes its members; Enum.__new__ looks
        # values up once the class exists.
        new_member = body.get('__new__')
        if new_member is not None:
            body['_new_member_'] = new_member
        if Enum is not None:
            body['__new__'] = Enum.__new__
        body['_boundary_'] = boundary or getattr(first_enum, '_boundary_', None)
        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        if new_member is None:
            new_member = getattr(enum_class, '_new_member_', None)
            if new_member is None or (Enum is not None and new_member is Enum.__new__):
                new_member = object.__new__ if member_type is object else member_type.__new__
        # A mixed-in type's repr, str, format would come before Enum's in
        # the MRO: Enum's replace them unless the class defines its own.
        if member_type is not object and first_enum is not None:
            for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
                if name in classdict:
                    continue
                for klass in enum_class.__mro__:
                    if klass is member_type:
                        type.__setattr__(enum_class, name, getattr(first_enum, name))
                        break
                    if name in klass.__dict__:
                        break
        # A flag's operators are Flag's even where a mixin (int) comes first.
        if Flag is not None and issubclass(enum_class, Flag):
            for op in ('__or__', '__and__', '__xor__', '__ror__', '__rand__', '__rxor__',
                       '__invert__'):
                if op not in classdict:
                    type.__setattr__(enum_class, op, Flag.__dict__[op])
        last_values = []
        gen = enum_class._generate_next_value_
        for name, value in members:
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = gen(name, 1, len(last_values), last_values[:])
                value = value.value
            elif isinstance(value, tuple):
                value = tuple(v.value if isinstance(v, auto) else v for v in value)
            last_values.append(value)
            metacls._add_member_(enum_class, name, value, new_member, member_type)
        if Flag is not None and issubclass(enum_class, Flag):
            all_bits = 0
            for m in enum_class._member_map_.values():
                all_bits |= m._value_
            enum_class._flag_mask_ = all_bits
            enum_class._all_bits_ = 2 ** all_bits.bit_length() - 1 if all_bits else 0
        return enum_class

    @staticmethod
    def _add_member_(enum_class, name, value, new_member, member_type):
        args = value if isinstance(value, tuple) else (value,)
        if member_type is tuple:
            args = (args,)
        if new_member is object.__new__:
            enum_member = object.__new__(enum_class)
        else:
            enum_member = new_member(enum_class, *args)
        if not hasattr(enum_member, '_value_'):
            if member_type is object:
                enum_member._value_ = value
            else:
                enum_member._value_ = member_type(*args)
        value = enum_member._value_
        enum_member._name_ = name
        enum_member.__objclass__ = enum_class
        enum_member.__init__(*args)
        for existing in enum_class._member_map_.values():
            if existing._value_ == value:
                enum_member = existing  # an alias
                break
        else:
            if Flag is None or not issubclass(enum_class, Flag) or _power_of_two(value):
                enum_class._member_names_.append(name)
        enum_class._member_map_[name] = enum_member
        try:
            enum_class._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            pass
        type.__setattr__(enum_class, name, enum_member)

    @staticmethod
    def _get_mixins_(class_name, bases):
        if not bases:
            return object, Enum
        last = bases[-1]
        if Enum is not None and isinstance(last, EnumType) and last._member_names_:
            raise TypeError('<enum %r> cannot extend %r' % (class_name, last))
        member_type = object
        for base in bases:
            for klass in base.__mro__:
                if klass is object or (Enum is not None and isinstance(klass, EnumType)):
                    continue
                if '__new__' in klass.__dict__ or klass in (int, str, float, bytes, tuple):
                    member_type = klass
                    break
            if member_type is not object:
                break
        first_enum = last if isinstance(last, EnumType) else None
        return member_type, first_enum

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        bases = (cls,) if type is None else (type, cls)
        classdict = {}
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original, names, last = names, [], []
            for count, name in enumerate(original):
                value = cls._generate_next_value_(name, start, count, last[:])
                last.append(value)
                names.append((name, value))
        items = names.items() if isinstance(names, dict) else names
        for name, value in items:
            classdict[name] = value
        classdict['__module__'] = module or '__main__'
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return EnumType.__new__(EnumType, class_name, bases, classdict, boundary=boundary)

    def __bool__(cls):
        return True

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            return member in cls._value2member_map_
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __dir__(cls):
        return (['__class__', '__doc__', '__members__', '__module__']
                + list(cls._member_names_))

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    @property
    def __members__(cls):
        return dict(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', {}):
            raise AttributeError('cannot reassign member %r' % (name,))
        super().__setattr__(name, value)


EnumMeta = EnumType
Enum = Flag = None  # until they are defined below (EnumType checks them)


def _power_of_two(value):
    return isinstance(value, int) and value > 0 and value & (value - 1) == 0


class Enum(metaclass=EnumType):
    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            pass
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if result is None:
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        raise TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls.__name__, result))

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return '<%s.%s: %s>' % (self.__class__.__name__, self._name_, v_repr(self._value_))

    _value_repr_ = None

    def __str__(self):
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __dir__(self):
        names = ['__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value']
        for cls in type(self).__mro__:
            if cls is Enum:
                break
            for k, v in cls.__dict__.items():
                if not k.startswith('_') and k not in type(self)._member_map_:
                    names.append(k)
        return sorted(set(names))

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_


class ReprEnum(Enum):
    """Only repr() changes: str() and format() are the mixed-in type's."""


class IntEnum(int, ReprEnum):
    def __str__(self):
        return str(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


class StrEnum(str, ReprEnum):
    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0],))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def __str__(self):
        return self._value_

    def __format__(self, format_spec):
        return format(self._value_, format_spec)

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class Flag(Enum, boundary=STRICT):
    _numeric_repr_ = repr

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        high = max(last_values)
        return 2 ** high.bit_length() if high > 0 else 1

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        mask = cls._flag_mask_
        boundary = cls._boundary_
        neg = value < 0
        if neg:
            value = cls._all_bits_ + 1 + value
            if value in cls._value2member_map_:
                return cls._value2member_map_[value]
        if value & ~mask:
            if boundary == STRICT:
                width = max(mask.bit_length(), value.bit_length())
                raise ValueError('%r invalid value %r\n    given %s\n  allowed %s' % (
                    cls, value, _bin(value, width), _bin(mask, width)))
            if boundary == CONFORM:
                value &= mask
            elif boundary == EJECT:
                return value
        member_type = cls._member_type_
        if member_type is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = member_type.__new__(cls, value)
        pseudo._value_ = value
        known = [m for m in cls._iter_members_() if m._value_ & value == m._value_]
        extra = value
        for m in known:
            extra &= ~m._value_
        if known or extra:
            names = [m._name_ for m in known]
            if extra:
                names.append(str(extra) if member_type is not object else hex(extra))
            pseudo._name_ = '|'.join(names)
        else:
            pseudo._name_ = None
        return cls._value2member_map_.setdefault(value, pseudo)

    @classmethod
    def _iter_members_(cls):
        return (cls._member_map_[n] for n in cls._member_names_)

    def __iter__(self):
        return (m for m in self.__class__._iter_members_() if m._value_ & self._value_ == m._value_
                and m._value_)

    def __len__(self):
        return len(_bits(self._value_))

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __bool__(self):
        return bool(self._value_)

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return '<%s: %s>' % (cls_name, v_repr(self._value_))
        return '<%s.%s: %s>' % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return '%s.%s' % (cls_name, self._name_)

    def _get_value(self, flag):
        if isinstance(flag, self.__class__):
            return flag._value_
        if self._member_type_ is not object and isinstance(flag, self._member_type_):
            return flag
        return NotImplemented

    def __or__(self, other):
        value = self._get_value(other)
        if value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | value)

    def __and__(self, other):
        value = self._get_value(other)
        if value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & value)

    def __xor__(self, other):
        value = self._get_value(other)
        if value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ value)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP) and self._member_type_ is not object:
            return self.__class__(~self._value_)
        return self.__class__(self._flag_mask_ ^ self._value_)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


def _bin(num, width):
    # CPython's enum.bin for a non-negative value: sign bit, then the digits.
    return '0b0 ' + bin(num)[2:].zfill(width)


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    def __str__(self):
        return str(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


def unique(enumeration):
    duplicates = [(name, m.name) for name, m in enumeration.__members__.items() if name != m.name]
    if duplicates:
        details = ', '.join('%s -> %s' % pair for pair in duplicates)
        raise ValueError('duplicate values found in %r: %s' % (enumeration, details))
    return enumeration


def global_enum(cls):
    import sys
    sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls


def verify(*checks):
    return lambda enumeration: enumeration
