"""dataclasses for hyexec: @dataclass (init, repr, eq, order, frozen),
field(), fields(), asdict(), astuple(), replace() (written in the Python
subset hyexec runs)."""

MISSING = object()


class FrozenInstanceError(AttributeError):
    pass


class Field:
    def __init__(self, default, default_factory, init, repr, compare):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare

    def __repr__(self):
        return 'Field(name=%r,type=%r,default=%r)' % (self.name, self.type, self.default)


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=False):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, compare)


def _class_fields(cls):
    out = []
    for base in reversed(cls.__mro__[1:]):
        for f in getattr(base, '__dataclass_fields__', {}).values():
            out = [g for g in out if g.name != f.name] + [f]
    for name, tp in cls.__dict__.get('__annotations__', {}).items():
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            f = default
        else:
            if isinstance(default, (list, dict, set)):
                raise ValueError('mutable default %s for field %s is not allowed: use default_factory'
                                 % (type(default), name))
            f = Field(default, MISSING, True, True, True)
        f.name = name
        f.type = tp
        if f.default is MISSING and name in cls.__dict__:
            delattr(cls, name)
        elif f.default is not MISSING:
            setattr(cls, name, f.default)
        out = [g for g in out if g.name != name] + [f]
    return out


def _make_init(cls, flds, frozen):
    init_fields = [f for f in flds if f.init]
    seen_default = False
    for f in init_fields:
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError("non-default argument '%s' follows default argument" % f.name)
        seen_default = seen_default or has_default
    names = [f.name for f in init_fields]
    qual = cls.__name__ + '.__init__()'

    def __init__(self, *args, **kwargs):
        if len(args) > len(names):
            raise TypeError('%s takes %d positional arguments but %d were given'
                            % (qual, len(names) + 1, len(args) + 1))
        values = dict(zip(names, args))
        for k, v in kwargs.items():
            if k not in names:
                raise TypeError("%s got an unexpected keyword argument '%s'" % (qual, k))
            if k in values:
                raise TypeError("%s got multiple values for argument '%s'" % (qual, k))
            values[k] = v
        missing = [n for n in names if n not in values and
                   flds_by_name[n].default is MISSING and flds_by_name[n].default_factory is MISSING]
        if missing:
            if len(missing) == 1:
                raise TypeError("%s missing 1 required positional argument: '%s'" % (qual, missing[0]))
            listed = ', '.join("'%s'" % n for n in missing[:-1]) + " and '%s'" % missing[-1]
            raise TypeError('%s missing %d required positional arguments: %s'
                            % (qual, len(missing), listed))
        for f in flds:
            if f.name in values:
                v = values[f.name]
            elif f.default_factory is not MISSING:
                v = f.default_factory()
            elif f.default is not MISSING:
                v = f.default
            else:
                continue
            object.__setattr__(self, f.name, v)
        post = getattr(self, '__post_init__', None)
        if post is not None:
            post()

    flds_by_name = {f.name: f for f in flds}
    return __init__


def _tuple_of(obj, flds):
    return tuple(getattr(obj, f.name) for f in flds if f.compare)


def _process(cls, init, repr, eq, order, frozen, unsafe_hash):
    flds = _class_fields(cls)
    cls.__dataclass_fields__ = {f.name: f for f in flds}
    own = cls.__dict__
    if init and '__init__' not in own:
        cls.__init__ = _make_init(cls, flds, frozen)
    if repr and '__repr__' not in own:
        def __repr__(self):
            parts = ', '.join('%s=%r' % (f.name, getattr(self, f.name)) for f in flds if f.repr)
            return type(self).__qualname__ + '(' + parts + ')'
        cls.__repr__ = __repr__
    if eq and '__eq__' not in own:
        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return _tuple_of(self, flds) == _tuple_of(other, flds)
            return NotImplemented
        cls.__eq__ = __eq__
        if not unsafe_hash and not frozen and '__hash__' not in own:
            cls.__hash__ = None
    if order:
        def compare(op):
            def method(self, other):
                if other.__class__ is self.__class__:
                    return op(_tuple_of(self, flds), _tuple_of(other, flds))
                return NotImplemented
            return method
        cls.__lt__ = compare(lambda a, b: a < b)
        cls.__le__ = compare(lambda a, b: a <= b)
        cls.__gt__ = compare(lambda a, b: a > b)
        cls.__ge__ = compare(lambda a, b: a >= b)
    if frozen:
        def __setattr__(self, name, value):
            raise FrozenInstanceError("cannot assign to field '%s'" % name)

        def __delattr__(self, name):
            raise FrozenInstanceError("cannot delete field '%s'" % name)
        cls.__setattr__ = __setattr__
        cls.__delattr__ = __delattr__
    if (frozen and eq) or unsafe_hash:
        def __hash__(self):
            return hash(_tuple_of(self, flds))
        cls.__hash__ = __hash__
    cls.__match_args__ = tuple(f.name for f in flds if f.init)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(c):
        c = _process(c, init, repr, eq, order, frozen, unsafe_hash)
        if weakref_slot and not slots:
            raise TypeError('weakref_slot is True but slots is False')
        if slots:
            c = _add_slots(c, frozen, weakref_slot)
        return c
    if cls is None:
        return wrap
    return wrap(cls)


def _add_slots(cls, is_frozen, weakref_slot):
    # As CPython's: __slots__ cannot be added to a class once made, so a new
    # class is made from its dict, with the fields as slots.
    if '__slots__' in cls.__dict__:
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    inherited_slots = set()
    for base in cls.__mro__[1:-1]:
        inherited_slots.update(_get_slots(base))
    wanted = field_names + (('__weakref__',) if weakref_slot else ())
    cls_dict['__slots__'] = tuple(n for n in wanted if n not in inherited_slots)
    for field_name in field_names:
        cls_dict.pop(field_name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)
    qualname = getattr(cls, '__qualname__', None)
    cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        cls.__qualname__ = qualname
    if is_frozen:
        # Pickling a frozen class with slots needs these.
        if '__getstate__' not in cls_dict:
            cls.__getstate__ = _dataclass_getstate
        if '__setstate__' not in cls_dict:
            cls.__setstate__ = _dataclass_setstate
    return cls


def _get_slots(cls):
    slots = cls.__dict__.get('__slots__')
    if slots is None:
        return ()
    if isinstance(slots, str):
        return (slots,)
    if hasattr(slots, '__next__'):
        raise TypeError(f"Slots of '{cls.__name__}' cannot be determined")
    return tuple(slots)


def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for field, value in zip(fields(self), state):
        object.__setattr__(self, field.name, value)


def fields(obj):
    f = getattr(obj, '__dataclass_fields__', None)
    if f is None:
        raise TypeError('must be called with a dataclass type or instance')
    return tuple(f.values())


def is_dataclass(obj):
    return hasattr(obj, '__dataclass_fields__')


def _copy_value(v, factory):
    if is_dataclass(v) and not isinstance(v, type):
        return factory(v)
    if isinstance(v, (list, tuple)):
        return type(v)(_copy_value(x, factory) for x in v)
    if isinstance(v, dict):
        return type(v)((_copy_value(k, factory), _copy_value(x, factory)) for k, x in v.items())
    return v


def asdict(obj, *, dict_factory=dict):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError('asdict() should be called on dataclass instances')
    return dict_factory([(f.name, _copy_value(getattr(obj, f.name), asdict)) for f in fields(obj)])


def astuple(obj, *, tuple_factory=tuple):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError('astuple() should be called on dataclass instances')
    return tuple_factory([_copy_value(getattr(obj, f.name), astuple) for f in fields(obj)])


def replace(obj, **changes):
    for f in fields(obj):
        if f.init and f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
