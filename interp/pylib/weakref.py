"""weakref for hyexec: ref, proxy, WeakSet, WeakKeyDictionary,
WeakValueDictionary, WeakMethod and finalize with CPython's interfaces and
errors (ints, strs, tuples, lists, dicts... cannot be weakly referenced).
ref, WeakMethod and finalize see their referent die (the native _weakref:
objects are freed by reference counting, so at the moment CPython frees
them; callbacks run at the next statement). Proxies and the weak containers
still hold their objects strongly, so they keep their entries."""

import operator
import sys as _sys
import _weakref

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary",
           "ReferenceType", "ProxyType", "CallableProxyType", "ProxyTypes",
           "WeakValueDictionary", "WeakSet", "WeakMethod", "finalize"]

# The builtin types whose instances CPython cannot weakly reference.
_NO_WEAKREF = (int, str, bytes, tuple, list, dict, bool, float, complex, type(None), bytearray,
               type(...), type(NotImplemented))

_refs = {}  # id(referent) -> the refs made to it, for getweakrefcount/getweakrefs


def _check(obj):
    t = type(obj)
    if t in _NO_WEAKREF:
        raise TypeError("cannot create weak reference to '%s' object" % t.__name__)


def _one_or_two(name, args):
    # The referent and an optional callback, as CPython's PyArg_UnpackTuple.
    if not 1 <= len(args) <= 2:
        raise TypeError('%s expected at %s, got %d' % (
            name, 'least 1 argument' if not args else 'most 2 arguments', len(args)))


class ref:
    """A weak reference: the referent while it lives, then None."""

    __slots__ = ('_cell', '__callback__', '_hash')

    def __new__(cls, *args, **kwargs):
        _one_or_two('__new__', args)
        obj = args[0]
        callback = args[1] if len(args) > 1 else None
        _check(obj)
        if callback is None and cls is ref:
            # One plain ref per object, shared as CPython's.
            for r in getweakrefs(obj):
                if type(r) is ref and r.__callback__ is None:
                    return r
        self = object.__new__(cls)
        _setup_ref(self, obj, callback)
        return self

    def __init__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('ref() takes no keyword arguments')
        _one_or_two('__init__', args)

    def __call__(self):
        return _weakref.get(self._cell)

    def __hash__(self):
        if self._hash is None:
            obj = self()
            if obj is None:
                raise TypeError('weak object has gone away')
            self._hash = hash(obj)
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, ref):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is other
        return a == b

    def __ne__(self, other):
        if not isinstance(other, ref):
            return NotImplemented
        return not self.__eq__(other)

    def __repr__(self):
        obj = self()
        if obj is None:
            return '<weakref at %#x; dead>' % id(self)
        return '<weakref at %#x; to %r at %#x>' % (id(self), type(obj).__name__, id(obj))


ReferenceType = ref


def _setup_ref(self, obj, callback):
    self.__callback__ = callback
    self._hash = None
    if callback is None:
        self._cell = _weakref.ref(obj)
    else:
        # The callback gets this ref, if it still lives (a dead ref's
        # callback is not called): the closure holds it weakly.
        me = _weakref.ref(self)

        def fire(_cell, me=me, callback=callback):
            r = _weakref.get(me)
            if r is not None:
                callback(r)

        self._cell = _weakref.ref(obj, fire)
    _refs.setdefault(id(obj), []).append(_weakref.ref(self))


class WeakMethod(ref):
    """A weak reference to a bound method."""

    __slots__ = ('_func_ref', '_meth_type')

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(
                type(meth))) from None
        _check(obj)
        self = object.__new__(cls)
        _setup_ref(self, obj, callback)
        self._func_ref = func
        self._meth_type = type(meth)
        return self

    def __init__(self, meth, callback=None):
        pass

    def __call__(self):
        # The bound method again (hyexec's method type has no constructor:
        # it is looked up on the object).
        obj = ref.__call__(self)
        if obj is None:
            return None
        method = getattr(obj, self._func_ref.__name__, None)
        if getattr(method, '__func__', None) is self._func_ref:
            return method
        return self._meth_type(self._func_ref, obj)


def _referent(proxy):
    """The object a proxy stands for; ReferenceError once it has died."""
    obj = _weakref.get(object.__getattribute__(proxy, '_cell'))
    if obj is None:
        raise ReferenceError('weakly-referenced object no longer exists')
    return obj


class ProxyType:
    """The object itself, reached through the proxy while it lives."""

    def __init__(self, obj, callback=None):
        _check(obj)
        if callback is None:
            cell = _weakref.ref(obj)
        else:
            me = _weakref.ref(self)

            def fire(_cell, me=me, callback=callback):
                p = _weakref.get(me)
                if p is not None:
                    callback(p)

            cell = _weakref.ref(obj, fire)
        object.__setattr__(self, '_cell', cell)
        object.__setattr__(self, '__callback__', callback)
        _refs.setdefault(id(obj), []).append(_weakref.ref(self))

    def __getattr__(self, name):
        return getattr(_referent(self), name)

    def __setattr__(self, name, value):
        setattr(_referent(self), name, value)

    def __delattr__(self, name):
        delattr(_referent(self), name)

    def __repr__(self):
        obj = _weakref.get(object.__getattribute__(self, '_cell'))
        if obj is None:
            return '<weakproxy at %#x; dead>' % id(self)
        return '<weakproxy at %#x; to %r at %#x>' % (id(self), type(obj).__name__, id(obj))

    def __str__(self):
        return str(_referent(self))

    def __bytes__(self):
        return bytes(_referent(self))

    def __bool__(self):
        return bool(_referent(self))

    def __len__(self):
        return len(_referent(self))

    def __iter__(self):
        return iter(_referent(self))

    def __next__(self):
        obj = _referent(self)
        if not hasattr(type(obj), '__next__'):
            raise TypeError('Weakref proxy referenced a non-iterator %r object'
                            % type(obj).__name__)
        return next(obj)

    def __reversed__(self):
        return reversed(_referent(self))

    def __contains__(self, x):
        return x in _referent(self)

    def __getitem__(self, k):
        return _referent(self)[k]

    def __setitem__(self, k, v):
        _referent(self)[k] = v

    def __delitem__(self, k):
        del _referent(self)[k]

    def __index__(self):
        return operator.index(_referent(self))

    def __int__(self):
        return int(_referent(self))

    def __float__(self):
        return float(_referent(self))

    def __neg__(self):
        return -_referent(self)

    def __pos__(self):
        return +_referent(self)

    def __abs__(self):
        return abs(_referent(self))

    def __invert__(self):
        return ~_referent(self)

    __hash__ = None


def _operand(x):
    # A proxy among the operands stands for its referent.
    return _referent(x) if isinstance(x, ProxyType) else x


def _proxy_binary(op):
    def forward(self, other):
        return op(_referent(self), _operand(other))

    def reflected(self, other):
        return op(_operand(other), _referent(self))

    return forward, reflected


def _install_proxy_operators():
    binary = {'add': operator.add, 'sub': operator.sub, 'mul': operator.mul,
              'matmul': operator.matmul, 'truediv': operator.truediv,
              'floordiv': operator.floordiv, 'mod': operator.mod, 'divmod': divmod,
              'pow': pow, 'lshift': operator.lshift, 'rshift': operator.rshift,
              'and': operator.and_, 'or': operator.or_, 'xor': operator.xor}
    inplace = {'add': operator.iadd, 'sub': operator.isub, 'mul': operator.imul,
               'matmul': operator.imatmul, 'truediv': operator.itruediv,
               'floordiv': operator.ifloordiv, 'mod': operator.imod, 'pow': operator.ipow,
               'lshift': operator.ilshift, 'rshift': operator.irshift, 'and': operator.iand,
               'or': operator.ior, 'xor': operator.ixor}
    for name, op in binary.items():
        forward, reflected = _proxy_binary(op)
        setattr(ProxyType, '__%s__' % name, forward)
        setattr(ProxyType, '__r%s__' % name, reflected)
    for name, op in inplace.items():
        setattr(ProxyType, '__i%s__' % name, _proxy_binary(op)[0])
    for name, op in (('eq', operator.eq), ('ne', operator.ne), ('lt', operator.lt),
                     ('le', operator.le), ('gt', operator.gt), ('ge', operator.ge)):
        setattr(ProxyType, '__%s__' % name, _proxy_binary(op)[0])


_install_proxy_operators()


class CallableProxyType(ProxyType):
    def __call__(self, *args, **kwargs):
        return _referent(self)(*args, **kwargs)


ProxyTypes = (ProxyType, CallableProxyType)


def proxy(*args, **kwargs):
    if kwargs:
        raise TypeError('_weakref.proxy() takes no keyword arguments')
    _one_or_two('proxy', args)
    obj = args[0]
    callback = args[1] if len(args) > 1 else None
    _check(obj)
    kind = CallableProxyType if callable(obj) else ProxyType
    if callback is None:
        # One plain proxy per object, shared as CPython's.
        for p in getweakrefs(obj):
            if type(p) is kind and object.__getattribute__(p, '__callback__') is None:
                return p
    return kind(obj, callback)


def _target(r):
    # What a ref or proxy refers to now (None once it has died).
    if isinstance(r, ProxyType):
        return _weakref.get(object.__getattribute__(r, '_cell'))
    return r()


def getweakrefs(obj):
    live = [_weakref.get(r) for r in _refs.get(id(obj), ())]
    return [r for r in live if r is not None and _target(r) is obj]


def getweakrefcount(obj):
    return len(getweakrefs(obj))


class WeakValueDictionary(dict):
    """A dict whose values are weakly held (kept alive: see the docstring)."""

    def __init__(self, other=(), /, **kw):
        super().__init__()
        self.update(other, **kw)

    def __setitem__(self, key, value):
        _check(value)
        dict.__setitem__(self, key, value)

    def update(self, other=(), /, **kwargs):
        if hasattr(other, 'items'):
            other = other.items()
        for key, value in other:
            self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def itervaluerefs(self):
        for value in self.values():
            yield ref(value)

    def valuerefs(self):
        return [ref(value) for value in self.values()]

    def copy(self):
        return WeakValueDictionary(self)

    __copy__ = copy

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))


class WeakKeyDictionary(dict):
    """A dict whose keys are weakly held (kept alive: see the docstring)."""

    def __init__(self, dict=None):
        super().__init__()
        if dict is not None:
            self.update(dict)

    def __setitem__(self, key, value):
        _check(key)
        dict.__setitem__(self, key, value)

    def update(self, dict=None, /, **kwargs):
        if dict is not None:
            if hasattr(dict, 'items'):
                dict = dict.items()
            for key, value in dict:
                self[key] = value
        if kwargs:
            self.update(kwargs)

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def keyrefs(self):
        return [ref(key) for key in self.keys()]

    def copy(self):
        return WeakKeyDictionary(self)

    __copy__ = copy

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))


class WeakSet:
    """A set of weakly held objects (kept alive: see the docstring)."""

    def __init__(self, data=None):
        self.data = set()
        if data is not None:
            self.update(data)

    def __iter__(self):
        return iter(list(self.data))

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        try:
            return item in self.data
        except TypeError:
            return False

    def __reduce__(self):
        return (self.__class__, (list(self),), getattr(self, '__dict__', None))

    def add(self, item):
        _check(item)
        self.data.add(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        return self.data.pop()

    def remove(self, item):
        self.data.remove(item)

    def discard(self, item):
        self.data.discard(item)

    def update(self, other):
        for element in other:
            self.add(element)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        newset = self.copy()
        newset.difference_update(other)
        return newset

    __sub__ = difference

    def difference_update(self, other):
        self.__isub__(other)

    def __isub__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.difference_update(other)
        return self

    def intersection(self, other):
        return self.__class__(item for item in other if item in self)

    __and__ = intersection

    def intersection_update(self, other):
        self.__iand__(other)

    def __iand__(self, other):
        self.data.intersection_update(other)
        return self

    def issubset(self, other):
        return self.data.issubset(other)

    __le__ = issubset

    def __lt__(self, other):
        return self.data < set(other)

    def issuperset(self, other):
        return self.data.issuperset(other)

    __ge__ = issuperset

    def __gt__(self, other):
        return self.data > set(other)

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.data == other.data

    def symmetric_difference(self, other):
        newset = self.copy()
        newset.symmetric_difference_update(other)
        return newset

    __xor__ = symmetric_difference

    def symmetric_difference_update(self, other):
        self.__ixor__(other)

    def __ixor__(self, other):
        if self is other:
            self.data.clear()
        else:
            self.data.symmetric_difference_update(other)
        return self

    def union(self, other):
        return self.__class__(e for s in (self, other) for e in s)

    __or__ = union

    def isdisjoint(self, other):
        return len(self.intersection(other)) == 0

    def __repr__(self):
        return repr(self.data)


class finalize:
    """Calls func(*args, **kwargs) when obj dies (or when called first)."""

    _registry = {}  # the live finalizers: kept alive until they run or detach

    def __init__(self, obj, func, /, *args, **kwargs):
        _check(obj)
        self._cell = _weakref.ref(obj, lambda _cell, self=self: self())
        self.atexit = True
        finalize._registry[self] = (func, args, kwargs or None)

    def __call__(self, _=None):
        info = finalize._registry.pop(self, None)
        if info:
            func, args, kwargs = info
            return func(*args, **(kwargs or {}))

    def detach(self):
        obj = _weakref.get(self._cell)
        info = finalize._registry.get(self)
        if obj is not None and info and finalize._registry.pop(self, None):
            func, args, kwargs = info
            return (obj, func, args, kwargs or {})

    def peek(self):
        obj = _weakref.get(self._cell)
        info = finalize._registry.get(self)
        if obj is not None and info:
            func, args, kwargs = info
            return (obj, func, args, kwargs or {})

    @property
    def alive(self):
        return self in finalize._registry

    def __repr__(self):
        obj = _weakref.get(self._cell)
        if not self.alive or obj is None:
            return '<%s object at %#x; dead>' % (type(self).__name__, id(self))
        return '<%s object at %#x; for %r at %#x>' % (type(self).__name__, id(self),
                                                      type(obj).__name__, id(obj))
