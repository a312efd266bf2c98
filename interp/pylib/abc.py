"""abc for hyexec: ABCMeta, the metaclass, as CPython's: the class's
__abstractmethods__ (object.__new__ refuses to instantiate a class with
some left), register() and __subclasshook__ as isinstance() and
issubclass() consult them. Written for hyexec; no caches (a registry walk
per check), which only matters for speed."""


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


def _compute_abstracts(cls, namespace, bases):
    abstracts = {name for name, value in namespace.items()
                 if getattr(value, '__isabstractmethod__', False)}
    for base in bases:
        for name in getattr(base, '__abstractmethods__', set()):
            value = getattr(cls, name, None)
            if getattr(value, '__isabstractmethod__', False):
                abstracts.add(name)
    return frozenset(abstracts)


# The classes registered with a collections ABC, with its sequence or mapping
# flag (CPython's tp_flags bits, which `match` reads: _hyexec.collection_flag).
_collection_flags = {}


def _set_collection_flag(abc, subclass):
    import _hyexec
    # CPython leaves built-in types and classes that have a flag as they are.
    flag = _hyexec.collection_flag(abc)
    if flag and subclass.__module__ != 'builtins' and not _hyexec.collection_flag(subclass):
        _collection_flags[subclass] = flag


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls, namespace, bases)
        cls._abc_registry = []
        return cls

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        _set_collection_flag(cls, subclass)
        return subclass

    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        if cls.__subclasscheck__(subclass):
            return True
        subtype = type(instance)
        return subtype is not subclass and cls.__subclasscheck__(subtype)

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if not isinstance(ok, bool):
                raise AssertionError("__subclasshook__ must return either False, True, "
                                     "or NotImplemented")
            return ok
        if cls in subclass.__mro__:
            return True
        for rcls in cls.__dict__.get('_abc_registry', ()):
            if issubclass(subclass, rcls):
                return True
        for scls in type.__subclasses__(cls):
            if issubclass(subclass, scls):
                return True
        return False

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry.clear()

    def _abc_caches_clear(cls):
        pass


class ABC(metaclass=ABCMeta):
    __slots__ = ()


def get_cache_token():
    return 0


def update_abstractmethods(cls):
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    abstracts = set()
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            if getattr(getattr(cls, name, None), '__isabstractmethod__', False):
                abstracts.add(name)
    for name, value in cls.__dict__.items():
        if getattr(value, '__isabstractmethod__', False):
            abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls
