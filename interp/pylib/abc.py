"""abc for hyexec: ABC and abstractmethod (instantiating a class with
abstract methods left raises CPython's TypeError), register() and
__subclasshook__ as CPython's ABCMeta has them: isinstance(x, SomeABC) asks
the ABC's hook, its registry and its subclasses. hyexec has no metaclasses
yet: ABC's checks reach isinstance through hyexec's __hyexec_meta__ hook,
ABCMeta is the ABC base's marker, and issubclass() sees real subclasses only
(use _abc_subclasscheck where a registered or hooked one matters)."""


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


# The deprecated decorators, as functions: hyexec's classmethod, staticmethod
# and property cannot be subclassed.
def abstractclassmethod(callable):
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    if fget is not None:
        fget.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def _abstract_names(cls):
    names = []
    for klass in reversed(cls.__mro__):
        for name, value in klass.__dict__.items():
            if getattr(value, '__isabstractmethod__', False):
                if name not in names:
                    names.append(name)
            elif name in names:
                names.remove(name)
    return sorted(names)


def _own(cls, name):
    # The class's own bookkeeping list (not one inherited from a base).
    value = cls.__dict__.get(name)
    if value is None:
        value = []
        setattr(cls, name, value)
    return value


def _abc_subclasscheck(cls, subclass):
    """CPython's ABCMeta.__subclasscheck__: the hook, then real subclassing,
    then the registry, then the ABC's own subclasses."""
    if not isinstance(subclass, type):
        raise TypeError('issubclass() arg 1 must be a class')
    ok = cls.__subclasshook__(subclass)
    if ok is not NotImplemented:
        return bool(ok)
    if cls in getattr(subclass, '__mro__', ()):
        return True
    for rcls in cls.__dict__.get('_abc_registry', ()):
        if _is_subclass(subclass, rcls):
            return True
    for scls in cls.__dict__.get('_abc_subclasses', ()):
        if _is_subclass(subclass, scls):
            return True
    return False


def _is_subclass(subclass, cls):
    if '_abc_registry' in getattr(cls, '__dict__', {}) or _is_abc(cls):
        return _abc_subclasscheck(cls, subclass)
    return issubclass(subclass, cls)


def _is_abc(cls):
    return isinstance(cls, type) and ABC in getattr(cls, '__mro__', ())


class _ABCChecks:
    # What ABCMeta adds to isinstance/issubclass, reached through hyexec's
    # __hyexec_meta__ hook (interp/protocol.h).
    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        if _abc_subclasscheck(cls, subclass):
            return True
        subtype = type(instance)
        return subtype is not subclass and _abc_subclasscheck(cls, subtype)

    def __subclasscheck__(cls, subclass):
        return _abc_subclasscheck(cls, subclass)


class ABC:
    __hyexec_meta__ = _ABCChecks

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        for base in cls.__bases__:
            if _is_abc(base):
                _own(base, '_abc_subclasses').append(cls)

    def __new__(cls, *args, **kwargs):
        missing = _abstract_names(cls)
        if missing:
            plural = 's' if len(missing) > 1 else ''
            raise TypeError("Can't instantiate abstract class %s with abstract method%s %s"
                            % (cls.__name__, plural, ', '.join(missing)))
        return object.__new__(cls)

    @classmethod
    def __subclasshook__(cls, subclass):
        return NotImplemented

    @classmethod
    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if _is_subclass(subclass, cls):
            return subclass
        if _is_subclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        _own(cls, '_abc_registry').append(subclass)
        return subclass


ABCMeta = type


def get_cache_token():
    return 0


def update_abstractmethods(cls):
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    cls.__abstractmethods__ = frozenset(_abstract_names(cls))
    return cls
