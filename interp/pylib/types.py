"""types for hyexec: the names of the builtin types a program can test
against, SimpleNamespace, and coroutine() for generator-based coroutines
(written in the Python subset hyexec runs)."""

import sys as _sys


def _f():
    pass


def _g():
    yield


FunctionType = type(_f)
LambdaType = FunctionType
GeneratorType = type(_g())
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)


class _C:
    def _m(self):
        pass


async def _c():
    pass


MethodType = type(_C()._m)


def _cell():
    x = None

    def inner():
        return x
    return inner.__closure__[0]


CellType = type(_cell())
CodeType = type(_f.__code__)

try:
    raise TypeError
except TypeError as _exc:
    TracebackType = type(_exc.__traceback__)
    FrameType = type(_exc.__traceback__.tb_frame)
    del _exc


class AsyncGeneratorType:
    """hyexec runs no async generators (unsupported), so nothing is an
    instance of this stand-in; CPython's cannot be created either."""
    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'async_generator' instances")


AsyncGeneratorType.__name__ = AsyncGeneratorType.__qualname__ = 'async_generator'

ModuleType = type(_sys)
_coroutine = _c()
CoroutineType = type(_coroutine)
_coroutine.close()
del _C, _c, _coroutine, _cell


def new_class(name, bases=(), kwds=None, exec_body=None):
    ns = {}
    if exec_body is not None:
        exec_body(ns)
    if kwds:
        raise TypeError('types.new_class: class keywords are not modelled')
    return type(name, tuple(bases), ns)


def resolve_bases(bases):
    return tuple(bases)


WrapperDescriptorType = type(object.__init__)
MethodWrapperType = type(object().__eq__)
MethodDescriptorType = type(str.join)
ClassMethodDescriptorType = type(dict.__dict__['fromkeys'])
UnionType = type(int | str)


def _type_repr(obj):
    if isinstance(obj, type) and not isinstance(obj, GenericAlias):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return '%s.%s' % (obj.__module__, obj.__qualname__)
    if obj is ...:
        return '...'
    if isinstance(obj, FunctionType):
        return obj.__name__
    return repr(obj)


class GenericAlias:
    """A parameterized generic (list[int]): what typing builds on. hyexec's
    own list[int] still gives list; this is the class typing and programs
    construct and test against."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        params = []
        for a in args:
            for p in ([a] if hasattr(a, '__typing_subst__') else
                      getattr(a, '__parameters__', ()) if not isinstance(a, type) or
                      isinstance(a, GenericAlias) else ()):
                if p not in params:
                    params.append(p)
        self.__parameters__ = tuple(params)
        self.__unpacked__ = False

    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __or__(self, other):
        return self.__origin__.__or__(other) if False else _union(self, other)

    def __ror__(self, other):
        return _union(other, self)

    def __repr__(self):
        if len(self.__args__) == 0:
            args = '()'
        else:
            args = ', '.join(_type_repr(a) for a in self.__args__)
        return '%s[%s]' % (_type_repr(self.__origin__), args)

    def __getitem__(self, items):
        if not self.__parameters__:
            raise TypeError('%r is not a generic class' % (self,))
        if not isinstance(items, tuple):
            items = (items,)
        if len(items) != len(self.__parameters__):
            raise TypeError('Too %s arguments for %r; actual %d, expected %d' % (
                'many' if len(items) > len(self.__parameters__) else 'few', self,
                len(items), len(self.__parameters__)))
        subst = dict(zip(self.__parameters__, items))
        new = []
        for a in self.__args__:
            if hasattr(a, '__typing_subst__'):
                new.append(subst[a])
            elif getattr(a, '__parameters__', ()) and not isinstance(a, type):
                new.append(a[tuple(subst[p] for p in a.__parameters__)])
            else:
                new.append(a)
        return GenericAlias(self.__origin__, tuple(new))

    def __reduce__(self):
        return GenericAlias, (self.__origin__, self.__args__)

    def __instancecheck__(self, obj):
        raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

    def __subclasscheck__(self, cls):
        raise TypeError('issubclass() argument 2 cannot be a parameterized generic')


def _union(a, b):
    import typing
    return typing.Union[a, b]


# DynamicClassAttribute (a property subclass) waits for hyexec's property to
# be subclassable.

class SimpleNamespace:
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def __repr__(self):
        items = ('%s=%r' % (k, v) for k, v in self.__dict__.items())
        return 'namespace(' + ', '.join(items) + ')'

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


class _GeneratorCoroutine:
    """What a types.coroutine function returns: its generator, awaitable."""

    def __init__(self, gen):
        self._gen = gen

    def __await__(self):
        return self._gen

    def __iter__(self):
        return self._gen

    def __next__(self):
        return next(self._gen)

    def send(self, value):
        return self._gen.send(value)

    def throw(self, *args):
        return self._gen.throw(*args)

    def close(self):
        return self._gen.close()


def coroutine(func):
    if not callable(func):
        raise TypeError('types.coroutine() expects a callable')

    def wrapped(*args, **kwargs):
        result = func(*args, **kwargs)
        if type(result) is GeneratorType:
            return _GeneratorCoroutine(result)
        return result
    wrapped.__name__ = getattr(func, '__name__', 'wrapped')
    return wrapped
