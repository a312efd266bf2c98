"""object.__reduce_ex__, object.__reduce__ and object.__getstate__ for
hyexec, as CPython's Objects/typeobject.c has them (reduce_newobj,
object_getstate_default, _common_reduce), with the reductions of the builtin
types that have their own (set, bytearray, range, exceptions, ...). The
interpreter's object methods call these functions."""

import _hyexec
import copyreg

_HEAPTYPE = 1 << 9

# The builtin types whose instances rebuild from their plain value
# (their __getnewargs__ in CPython).
_BY_VALUE = (int, float, complex, str, bytes, tuple)


def _builtin_base(cls):
    'The first builtin class of `cls`\'s MRO: the layout its instances have.'
    for base in cls.__mro__:
        if not base.__flags__ & _HEAPTYPE:
            return base
    return object


def _own(cls, name):
    'Whether a class of `cls`\'s MRO before its builtin base defines `name`.'
    for base in cls.__mro__:
        if not base.__flags__ & _HEAPTYPE:
            return False
        if name in base.__dict__:
            return True
    return False


def _instance_dict(obj):
    try:
        d = object.__getattribute__(obj, '__dict__')
    except AttributeError:
        return None
    return d if isinstance(d, dict) else None


def _picklable_layout(base):
    'Whether object.__reduce_ex__ may rebuild an instance of builtin `base` without arguments.'
    return base is object or base is list or base is dict or issubclass(base, BaseException)


def getstate(obj, required=False):
    "CPython's object_getstate_default: the instance dict (None when empty), and the slots' values."
    cls = type(obj)
    if required and not _picklable_layout(_builtin_base(cls)):
        raise TypeError(f"cannot pickle {cls.__name__!r} object")
    d = _instance_dict(obj)
    state = d if d else None
    slotnames = copyreg._slotnames(cls) if cls.__flags__ & _HEAPTYPE else []
    if not slotnames:
        return state
    slots = {}
    for name in slotnames:
        try:
            slots[name] = getattr(obj, name)
        except AttributeError:
            pass
    if slots:
        return state, slots
    return state


def _object_getstate(obj, required):
    if not _own(type(obj), '__getstate__'):
        return getstate(obj, required)
    return obj.__getstate__()


def _new_arguments(obj):
    cls = type(obj)
    if _own(cls, '__getnewargs_ex__'):
        result = obj.__getnewargs_ex__()
        if not isinstance(result, tuple):
            raise TypeError("__getnewargs_ex__ should return a tuple, not '%s'"
                            % type(result).__name__)
        if len(result) != 2:
            raise ValueError("__getnewargs_ex__ should return a tuple of length 2, not %d"
                             % len(result))
        args, kwargs = result
        if not isinstance(args, tuple):
            raise TypeError("first item of the tuple returned by __getnewargs_ex__ must be "
                            "a tuple, not '%s'" % type(args).__name__)
        if not isinstance(kwargs, dict):
            raise TypeError("second item of the tuple returned by __getnewargs_ex__ must be "
                            "a dict, not '%s'" % type(kwargs).__name__)
        return args, kwargs
    if _own(cls, '__getnewargs__'):
        args = obj.__getnewargs__()
        if not isinstance(args, tuple):
            raise TypeError("__getnewargs__ should return a tuple, not '%s'"
                            % type(args).__name__)
        return args, None
    base = _builtin_base(cls)
    if base in _BY_VALUE or base is bool:
        return (_hyexec.builtin_value(obj),), None
    return None, None


def _reduce_newobj(obj):
    cls = type(obj)
    args, kwargs = _new_arguments(obj)
    if not kwargs:
        newobj = copyreg.__newobj__
        newargs = (cls,) + (args or ())
    else:
        newobj = copyreg.__newobj_ex__
        newargs = (cls, args, kwargs)
    state = _object_getstate(obj, not (args is not None or isinstance(obj, (list, dict))))
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    return newobj, newargs, state, listitems, dictitems


def _builtin_reduce(obj, proto):
    """The reduction of a builtin type that has its own (CPython's set.__reduce__,
    bytearray.__reduce_ex__, ...), for an instance whose class does not
    define __reduce__; None for the others."""
    cls = type(obj)
    base = _builtin_base(cls)
    if base is object or base in _BY_VALUE or base is bool or base is list or base is dict:
        return None
    if base is set or base is frozenset:
        return cls, (list(obj),), _instance_dict(obj) or None
    if base is bytearray:
        state = _instance_dict(obj) or None
        if proto < 3:
            return cls, ((bytes(obj).decode('latin-1'), 'latin-1') if obj else ()), state
        return cls, (bytes(obj),), state
    if base is range:
        return cls, (obj.start, obj.stop, obj.step)
    if base is slice:
        return cls, (obj.start, obj.stop, obj.step)
    if issubclass(base, BaseException):
        args = obj.args
        d = _instance_dict(obj)
        if issubclass(base, OSError) and obj.filename is not None:
            # CPython's OSError.__reduce__: the filenames its constructor
            # took out of args go back in.
            if obj.filename2 is not None:
                args = args + (obj.filename, None, obj.filename2)
            else:
                args = args + (obj.filename,)
        if issubclass(base, ImportError) and (obj.name is not None or obj.path is not None):
            # ImportError's state: the instance dict, then name and path.
            d = dict(d or {})
            if obj.name is not None:
                d['name'] = obj.name
            if obj.path is not None:
                d['path'] = obj.path
        if d:
            return cls, args, d
        return cls, args
    if base is type(len):
        owner = getattr(obj, '__self__', None)
        if owner is None or type(owner).__name__ == 'module':
            return obj.__name__
        return getattr, (owner, obj.__name__)
    if base is type(...) or base is type(NotImplemented):
        return repr(obj)
    return None


def reduce_ex(obj, proto):
    "object.__reduce_ex__(proto) of an object whose class does not define __reduce__."
    r = _builtin_reduce(obj, proto)
    if r is not None:
        return r
    if proto >= 2:
        return _reduce_newobj(obj)
    return copyreg._reduce_ex(obj, proto)
