"""_weakref for hyexec: CPython's C module of weak references (ref, proxy,
getweakrefcount, getweakrefs, _remove_dead_weakref) over hyexec's native
weak cells (_weakcell). Objects are freed by reference counting, so a
referent dies when CPython frees it; the callbacks run at the next
statement. CPython's weakref and _weakrefset build the weak containers,
WeakMethod and finalize on these."""

import operator
import _weakcell

_refs = {}  # id(referent) -> cells of the refs and proxies made to it


def _check(obj):
    # CPython's tp_weaklistoffset: builtins as CPython's, classes as their
    # __slots__ say (a __weakref__ slot, or none declared).
    if not _weakcell.referenceable(obj):
        raise TypeError("cannot create weak reference to '%s' object" % type(obj).__name__)


def _one_or_two(name, args):
    # The referent and an optional callback, as CPython's PyArg_UnpackTuple.
    if not 1 <= len(args) <= 2:
        raise TypeError('%s expected at %s, got %d' % (
            name, 'least 1 argument' if not args else 'most 2 arguments', len(args)))


def _register(wr, obj):
    # CPython's list of an object's weak references: the plain ref, then the
    # plain proxy, then the others, newest first.
    refs = [c for c in _refs.get(id(obj), ()) if _alive_to(_weakcell.get(c), obj)]
    basics = 0
    while basics < len(refs) and _is_basic(_weakcell.get(refs[basics])):
        basics += 1
    if type(wr) is ReferenceType and _callback_of(wr) is None:
        at = 0
    elif _is_basic(wr):  # the plain proxy: after the plain ref
        at = 1 if basics and type(_weakcell.get(refs[0])) is ReferenceType else 0
    else:
        at = basics
    refs.insert(at, _weakcell.ref(wr))
    _refs[id(obj)] = refs


def _is_basic(wr):
    # A plain ref or proxy (no callback, not a subclass): one per object.
    return type(wr) in (ReferenceType, ProxyType, CallableProxyType) and \
        _callback_of(wr) is None


def _callback_of(wr):
    return object.__getattribute__(wr, '_callback')


def _alive_to(wr, obj):
    return wr is not None and _target(wr) is obj


class ReferenceType:
    """A weak reference: the referent while it lives, then None."""

    __module__ = 'weakref'
    __slots__ = ('_cell', '_callback', '_hash')

    def __new__(cls, *args, **kwargs):
        _one_or_two('__new__', args)
        obj = args[0]
        callback = args[1] if len(args) > 1 else None
        _check(obj)
        if callback is None and cls is ReferenceType:
            # One plain ref per object, shared as CPython's.
            for r in getweakrefs(obj):
                if type(r) is ReferenceType and _callback_of(r) is None:
                    return r
        self = object.__new__(cls)
        self._callback = callback
        self._hash = None
        self._cell = _cell_for(self, obj, callback)
        _register(self, obj)
        return self

    def __init__(self, *args, **kwargs):
        if kwargs:
            raise TypeError('ref() takes no keyword arguments')
        _one_or_two('__init__', args)

    @property
    def __callback__(self):
        return self._callback

    @__callback__.setter
    def __callback__(self, value):
        raise AttributeError('readonly attribute')

    def __call__(self):
        return _weakcell.get(self._cell)

    # The referent itself, not what a subclass's __call__ gives (a
    # WeakMethod's bound method): CPython's C slots read it directly.

    def __hash__(self):
        if self._hash is None:
            obj = _weakcell.get(self._cell)
            if obj is None:
                raise TypeError('weak object has gone away')
            self._hash = hash(obj)
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = _weakcell.get(self._cell), _weakcell.get(other._cell)
        if a is None or b is None:
            return self is other
        return a == b

    def __ne__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        return not self.__eq__(other)

    def __repr__(self):
        obj = _weakcell.get(self._cell)
        if obj is None:
            return '<weakref at %#x; dead>' % id(self)
        return '<weakref at %#x; to %r at %#x>' % (id(self), type(obj).__name__, id(obj))

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


ref = ReferenceType


def _cell_for(wr, obj, callback):
    """The native cell of a ref or proxy; its callback gets `wr` if `wr`
    still lives (a dead ref's callback is not called)."""
    if callback is None:
        return _weakcell.ref(obj)
    me = _weakcell.ref(wr)

    def fire(_cell, me=me, callback=callback):
        r = _weakcell.get(me)
        if r is not None:
            callback(r)

    return _weakcell.ref(obj, fire)


def _referent(proxy):
    """The object a proxy stands for; ReferenceError once it has died."""
    obj = _weakcell.get(object.__getattribute__(proxy, '_cell'))
    if obj is None:
        raise ReferenceError('weakly-referenced object no longer exists')
    return obj


class ProxyType:
    """The object itself, reached through the proxy while it lives."""

    __module__ = 'weakref'

    def __init__(self, obj, callback=None):
        _check(obj)
        object.__setattr__(self, '_callback', callback)
        object.__setattr__(self, '_cell', _cell_for(self, obj, callback))
        _register(self, obj)

    def __getattr__(self, name):
        return getattr(_referent(self), name)

    def __setattr__(self, name, value):
        setattr(_referent(self), name, value)

    def __delattr__(self, name):
        delattr(_referent(self), name)

    def __repr__(self):
        obj = _weakcell.get(object.__getattribute__(self, '_cell'))
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
    __module__ = 'weakref'

    def __call__(self, *args, **kwargs):
        return _referent(self)(*args, **kwargs)


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
            if type(p) is kind and _callback_of(p) is None:
                return p
    return kind(obj, callback)


def _target(r):
    # What a ref or proxy refers to now (None once it has died).
    return _weakcell.get(object.__getattribute__(r, '_cell'))


def getweakrefs(obj):
    live = [_weakcell.get(c) for c in _refs.get(id(obj), ())]
    return [r for r in live if _alive_to(r, obj)]


def getweakrefcount(obj):
    return len(getweakrefs(obj))


def _remove_dead_weakref(d, key):
    """Deletes d[key] if it is a dead weak reference (the weak dicts'
    callbacks), atomically in CPython."""
    try:
        wr = d[key]
    except KeyError:
        return
    if wr() is None:
        del d[key]
