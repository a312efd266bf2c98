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


async def _ag():
    yield


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


def _never_made(name):
    """The type of objects hyexec's model has none of (slot and getset
    descriptors), under CPython's name:
    isinstance() against it is False, as it is in CPython for anything
    else; CPython cannot create one by calling it either."""
    def refuse(cls, *args, **kwargs):
        raise TypeError("cannot create '%s' instances" % name)
    cls = type(name, (), {'__new__': refuse, '__module__': 'builtins'})
    return cls


GetSetDescriptorType = _never_made('getset_descriptor')
MemberDescriptorType = _never_made('member_descriptor')

ModuleType = type(_sys)
_coroutine = _c()
CoroutineType = type(_coroutine)
_coroutine.close()
AsyncGeneratorType = type(_ag())
del _C, _c, _coroutine, _cell, _ag


def resolve_bases(bases):
    """PEP 560: each base that is not a class but has __mro_entries__ is
    replaced by the classes it names; the same tuple back when none is."""
    resolved = []
    changed = False
    for base in bases:
        if isinstance(base, type) or not hasattr(base, '__mro_entries__'):
            resolved.append(base)
            continue
        entries = base.__mro_entries__(bases)
        if not isinstance(entries, tuple):
            raise TypeError('__mro_entries__ must return a tuple')
        resolved.extend(entries)
        changed = True
    return tuple(resolved) if changed else bases


def _most_derived_meta(meta, bases):
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if issubclass(base_meta, winner):
            winner = base_meta
            continue
        raise TypeError('metaclass conflict: the metaclass of a derived class must be '
                        'a (non-strict) subclass of the metaclasses of all its bases')
    return winner


def prepare_class(name, bases=(), kwds=None):
    """(metaclass, namespace from its __prepare__, the keywords left)."""
    kwds = {} if kwds is None else dict(kwds)
    if 'metaclass' in kwds:
        meta = kwds.pop('metaclass')
    else:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _most_derived_meta(meta, bases)
    ns = meta.__prepare__(name, bases, **kwds) if hasattr(meta, '__prepare__') else {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    """A class statement as a call: bases resolved, the metaclass's
    namespace filled by exec_body, the class keywords passed on."""
    resolved = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved, ns, **kwds)


WrapperDescriptorType = type(object.__init__)
MethodWrapperType = type(object().__eq__)
MethodDescriptorType = type(str.join)
ClassMethodDescriptorType = type(dict.__dict__['fromkeys'])
UnionType = type(int | str)


def _index(params, arg):
    """The position of `arg` in `params`, by identity as CPython's tuple_index; -1."""
    for i, p in enumerate(params):
        if p is arg:
            return i
    return -1


def _parameters(args):
    """The type variables of a generic's arguments, each once, in order
    (CPython's _Py_make_parameters)."""
    params = []
    for t in args:
        if isinstance(t, type):  # a bare class's __parameters__ is no alias's
            continue
        if hasattr(t, '__typing_subst__'):
            found = (t,)
        else:
            found = getattr(t, '__parameters__', None)
            if not isinstance(found, tuple):
                continue
        for p in found:
            if _index(params, p) < 0:
                params.append(p)
    return tuple(params)


def _unpacked_tuple_args(arg):
    if isinstance(arg, GenericAlias) and arg.__unpacked__ and arg.__origin__ is tuple:
        return arg.__args__
    return getattr(arg, '__typing_unpacked_tuple_args__', None)


def _unpack_args(item):
    """The items with each unpacked fixed-length tuple (*tuple[int, str])
    spread into its members (CPython's _unpack_args)."""
    newargs = []
    for arg in item if isinstance(item, tuple) else (item,):
        if not isinstance(arg, type):
            subargs = _unpacked_tuple_args(arg)
            if isinstance(subargs, tuple) and not (subargs and subargs[-1] is ...):
                newargs.extend(subargs)
                continue
        newargs.append(arg)
    return tuple(newargs)


def _is_unpacked_typevartuple(arg):
    if isinstance(arg, type):
        return False
    return bool(getattr(arg, '__typing_is_unpacked_typevartuple__', False))


def _subs_tvars(obj, params, argitems):
    """`obj` (an alias inside the arguments) with its own parameters substituted."""
    subparams = getattr(obj, '__parameters__', None)
    if not (isinstance(subparams, tuple) and subparams):
        return obj
    subargs = []
    for arg in subparams:
        iparam = _index(params, arg)
        if iparam >= 0:
            param = params[iparam]
            arg = argitems[iparam]
            # A TypeVarTuple (an iterable type) takes a tuple of several items.
            if hasattr(type(param), '__iter__') and isinstance(arg, tuple):
                subargs.extend(arg)
                continue
        subargs.append(arg)
    return obj[tuple(subargs)]


def _substituted(owner, args, params, item):
    """`args` with each of `params` replaced by its item, as CPython's
    _Py_subs_parameters: each parameter's __typing_prepare_subst__ first,
    then its __typing_subst__ checks and converts its item."""
    if not params:
        raise TypeError('%r is not a generic class' % (owner,))
    item = _unpack_args(item)
    for param in params:
        prepare = getattr(param, '__typing_prepare_subst__', None)
        if prepare is not None:
            item = prepare(owner, item)
    argitems = item if isinstance(item, tuple) else (item,)
    if len(argitems) != len(params):
        raise TypeError('Too %s arguments for %r; actual %d, expected %d' % (
            'many' if len(argitems) > len(params) else 'few', owner, len(argitems),
            len(params)))
    new = []
    for arg in args:
        if isinstance(arg, type):
            new.append(arg)
            continue
        unpack = _is_unpacked_typevartuple(arg)
        subst = getattr(arg, '__typing_subst__', None)
        if subst is not None:
            arg = subst(argitems[_index(params, arg)])
        else:
            arg = _subs_tvars(arg, params, argitems)
        if unpack:
            new.extend(arg)
        else:
            new.append(arg)
    return tuple(new)


def _substitute_union(union, items):
    """(int | list[T])[str]: the members substituted, joined again by |."""
    new = _substituted(union, union.__args__, union.__parameters__, items)
    result = new[0]
    for a in new[1:]:
        result = result | a
    return result


def _alias_item_repr(obj):
    # CPython's ga_repr_item: aliases by repr, classes by qualified name.
    if obj is ...:
        return '...'
    if hasattr(obj, '__origin__') and hasattr(obj, '__args__'):
        return repr(obj)
    qualname = getattr(obj, '__qualname__', None)
    module = getattr(obj, '__module__', None)
    if qualname is None or module is None:
        return repr(obj)
    if module == 'builtins':
        return qualname
    return '%s.%s' % (module, qualname)


class GenericAlias:
    """A parameterized generic: what `list[int]` and typing build on."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _parameters(args)
        self.__unpacked__ = False

    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except (AttributeError, TypeError):
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
        return (self.__unpacked__ == other.__unpacked__ and
                self.__origin__ == other.__origin__ and self.__args__ == other.__args__)

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    # `list[int] | None` is a types.UnionType, made by the interpreter's `|`
    # for types, None, unions and generic aliases; anything else is asked.
    def __or__(self, other):
        return NotImplemented

    def __ror__(self, other):
        return NotImplemented

    def __repr__(self):
        if len(self.__args__) == 0:
            args = '()'
        else:
            args = ', '.join(
                '[%s]' % ', '.join(_alias_item_repr(x) for x in a) if type(a) is list
                else _alias_item_repr(a) for a in self.__args__)
        star = '*' if self.__unpacked__ else ''
        return '%s%s[%s]' % (star, _alias_item_repr(self.__origin__), args)

    def __getitem__(self, items):
        alias = GenericAlias(self.__origin__,
                             _substituted(self, self.__args__, self.__parameters__, items))
        alias.__unpacked__ = self.__unpacked__
        return alias

    def __iter__(self):
        # `*tuple[int, str]`: the alias unpacked (PEP 646), yielded once.
        star = GenericAlias(self.__origin__, self.__args__)
        star.__unpacked__ = True
        yield star

    @property
    def __typing_unpacked_tuple_args__(self):
        if self.__unpacked__ and self.__origin__ is tuple:
            return self.__args__
        return None

    def __reduce__(self):
        if self.__unpacked__:
            return next, (iter(GenericAlias(self.__origin__, self.__args__)),)
        return GenericAlias, (self.__origin__, self.__args__)

    def __instancecheck__(self, obj):
        raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

    def __subclasscheck__(self, cls):
        raise TypeError('issubclass() argument 2 cannot be a parameterized generic')


class MappingProxyType:
    """A read-only view of a mapping: reads go to the mapping, so later
    changes to it show; nothing can be stored through the view."""

    def __new__(cls, mapping):
        if (not hasattr(mapping, 'keys') or not hasattr(mapping, '__getitem__') or
                isinstance(mapping, (list, tuple))):
            raise TypeError('mappingproxy() argument must be a mapping, not %s'
                            % type(mapping).__name__)
        self = object.__new__(cls)
        object.__setattr__(self, '_mapping', mapping)
        return self

    def __setattr__(self, name, value):
        raise AttributeError("'mappingproxy' object has no attribute '%s'" % name)

    def __getitem__(self, key):
        return self._mapping[key]

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        return iter(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        return self._mapping == other

    __hash__ = None

    def __or__(self, other):
        if isinstance(other, MappingProxyType):
            other = other._mapping
        return self._mapping | other

    def __ror__(self, other):
        return other | self._mapping

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __repr__(self):
        return 'mappingproxy(%r)' % (self._mapping,)

    def __str__(self):
        return str(self._mapping)

    def __class_getitem__(cls, item):
        return GenericAlias(cls, item)


MappingProxyType.__name__ = MappingProxyType.__qualname__ = 'mappingproxy'


class DynamicClassAttribute:
    """An attribute read through instances like a property, while reading it
    on the class raises AttributeError so the class's __getattr__ answers
    (enum members named like their properties: `Color.name`)."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or (fget.__doc__ if fget is not None else None)
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            raise AttributeError()
        if self.fget is None:
            raise AttributeError("unreadable attribute")
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def _copy(self, fget, fset, fdel):
        doc = (fget.__doc__ if fget is not None else None) if self.overwrite_doc else self.__doc__
        result = type(self)(fget, fset, fdel, doc)
        result.overwrite_doc = self.overwrite_doc
        return result

    def getter(self, fget):
        return self._copy(fget, self.fset, self.fdel)

    def setter(self, fset):
        return self._copy(self.fget, fset, self.fdel)

    def deleter(self, fdel):
        return self._copy(self.fget, self.fset, fdel)


class SimpleNamespace:
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def __repr__(self):
        items = ('%s=%r' % (k, v) for k, v in self.__dict__.items())
        return 'namespace(' + ', '.join(items) + ')'

    def __eq__(self, other):
        # By type, as CPython's C type checks: a __class__ claim does not count.
        if issubclass(type(self), SimpleNamespace) and issubclass(type(other), SimpleNamespace):
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
