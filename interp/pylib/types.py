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


# DynamicClassAttribute (a property subclass) and GenericAlias wait for
# hyexec's property to be subclassable and list[int] to be an alias.

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
