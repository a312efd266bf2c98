"""abc for hyexec: ABCMeta, the metaclass, as CPython's: the class's
__abstractmethods__ (object.__new__ refuses to instantiate a class with
some left), register() and __subclasshook__ as isinstance() and
issubclass() consult them. Written for hyexec, with CPython's caches
(_py_abc's): each ABC remembers the classes found to be its subclasses and
those found not to be, the latter forgotten whenever any ABC registers a
class. A remembered class is held weakly: the cache entry is a native weak
cell under the class's id, which answers only while it is that class."""

import _weakcell


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


# Bumped by every register(): a negative cache of an older version is stale.
_abc_invalidation_counter = 0


def _abc_data(cls):
    # [subclasses found, non-subclasses found, the latter's version], kept
    # in the class's dict as CPython's _abc_impl.
    data = cls.__dict__.get('_abc_impl')
    if data is None:
        data = [{}, {}, _abc_invalidation_counter]
        cls._abc_impl = data
    return data


def _cached(cache, subclass):
    cell = cache.get(id(subclass))
    return cell is not None and _weakcell.get(cell) is subclass


def _remember(cache, subclass):
    cache[id(subclass)] = _weakcell.ref(subclass)


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls, namespace, bases)
        cls._abc_registry = []
        cls._abc_impl = [{}, {}, _abc_invalidation_counter]
        return cls

    def register(cls, subclass):
        global _abc_invalidation_counter
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        _abc_invalidation_counter += 1
        _set_collection_flag(cls, subclass)
        return subclass

    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        data = _abc_data(cls)
        if _cached(data[0], subclass):
            return True
        subtype = type(instance)
        if subtype is subclass:
            if data[2] == _abc_invalidation_counter and _cached(data[1], subclass):
                return False
            return cls.__subclasscheck__(subclass)
        return cls.__subclasscheck__(subclass) or cls.__subclasscheck__(subtype)

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        data = _abc_data(cls)
        if _cached(data[0], subclass):
            return True
        if data[2] < _abc_invalidation_counter:
            data[1] = {}
            data[2] = _abc_invalidation_counter
        elif _cached(data[1], subclass):
            return False
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if not isinstance(ok, bool):
                raise AssertionError("__subclasshook__ must return either False, True, "
                                     "or NotImplemented")
            _remember(data[0] if ok else data[1], subclass)
            return ok
        if cls in subclass.__mro__:
            _remember(data[0], subclass)
            return True
        for rcls in cls.__dict__.get('_abc_registry', ()):
            if issubclass(subclass, rcls):
                _remember(data[0], subclass)
                return True
        for scls in type.__subclasses__(cls):
            if issubclass(subclass, scls):
                _remember(data[0], subclass)
                return True
        _remember(data[1], subclass)
        return False

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry.clear()

    def _abc_caches_clear(cls):
        data = _abc_data(cls)
        data[0].clear()
        data[1].clear()


class ABC(metaclass=ABCMeta):
    __slots__ = ()


def get_cache_token():
    return _abc_invalidation_counter


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
