"""inspect for hyexec: the is* predicates, getmembers, getmro, getdoc,
cleandoc, unwrap, getattr_static, and signature() with Signature and
Parameter as CPython's (binding, replacing, their text). A function's
signature is read from its __code__, __defaults__, __kwdefaults__ and
__annotations__; where the interpreter does not give a function those, or
for builtins (CPython reads their __text_signature__) and for source text
(getsource of the standard library), the run ends unsupported, named. The
source functions (getsource...) are in _inspect_source. Frames: currentframe,
stack, getframeinfo, getouterframes, getinnerframes, trace."""

import sys
import types
import functools
import _hyexec
from _unsupported import function as _unsupported

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512

TPFLAGS_IS_ABSTRACT = 1 << 20


def ismodule(object):
    return isinstance(object, types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, types.MethodType)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def isbuiltin(object):
    return isinstance(object, types.BuiltinFunctionType)


def isroutine(object):
    return (isbuiltin(object) or isfunction(object) or ismethod(object) or
            ismethoddescriptor(object))


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__")


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def _has_code_flag(f, flag):
    while ismethod(f):
        f = f.__func__
    while isinstance(f, functools.partial):
        f = f.func
    if not isfunction(f):
        return False
    code = getattr(f, '__code__', None)
    if code is None:
        _hyexec.unsupported("inspect: the function's __code__")
    return bool(code.co_flags & flag)


def isgeneratorfunction(obj):
    return _has_code_flag(obj, CO_GENERATOR)


def iscoroutinefunction(obj):
    return _has_code_flag(obj, CO_COROUTINE)


def isasyncgenfunction(obj):
    return _has_code_flag(obj, CO_ASYNC_GENERATOR)


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def iscoroutine(object):
    return isinstance(object, types.CoroutineType)


def isasyncgen(object):
    return type(object).__name__ == 'async_generator'


def isawaitable(object):
    return (isinstance(object, types.CoroutineType) or
            (isinstance(object, types.GeneratorType) and
             bool(object.gi_code.co_flags & CO_ITERABLE_COROUTINE)) or
            hasattr(type(object), '__await__'))


def istraceback(object):
    return type(object).__name__ == 'traceback'


def isframe(object):
    return type(object).__name__ == 'frame'


def iscode(object):
    return type(object).__name__ == 'code'


def isabstract(object):
    if not isinstance(object, type):
        return False
    return bool(getattr(object, '__abstractmethods__', False))


def isgetsetdescriptor(object):
    return False


def ismemberdescriptor(object):
    return False


def _names(object):
    # dir(object): its own attributes, its class's and their bases'.
    names = set()
    d = getattr(object, '__dict__', None)
    if isinstance(d, dict) or hasattr(d, 'keys'):
        names.update(d.keys())
    klass = object if isclass(object) else type(object)
    for base in klass.__mro__:
        names.update(base.__dict__.keys())
    return names


def getmembers(object, predicate=None):
    # As CPython: the names dir() gives (a class's DynamicClassAttributes of
    # its bases too); a name getattr refuses is read from the class's mro
    # dicts, else left out.
    names = dir(object)
    mro = ()
    if isclass(object):
        mro = (object,) + getmro(object)
        for base in object.__bases__:
            for k, v in base.__dict__.items():
                if isinstance(v, types.DynamicClassAttribute):
                    names.append(k)
    results = []
    seen = set()
    for key in names:
        try:
            if key in seen:
                raise AttributeError(key)
            value = getattr(object, key)
        except AttributeError:
            for base in mro:
                if key in base.__dict__:
                    value = base.__dict__[key]
                    break
            else:
                continue
        if not predicate or predicate(value):
            results.append((key, value))
        seen.add(key)
    results.sort(key=lambda pair: pair[0])
    return results


def getmembers_static(object, predicate=None):
    results = []
    for key in sorted(_names(object)):
        try:
            value = getattr_static(object, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    return results


_sentinel = object()


def getattr_static(obj, attr, default=_sentinel):
    if not isclass(obj):
        d = getattr(obj, '__dict__', None)
        if isinstance(d, dict) and attr in d:
            return d[attr]
        klass = type(obj)
    else:
        klass = obj
    for base in klass.__mro__:
        if attr in base.__dict__:
            return base.__dict__[attr]
    if default is not _sentinel:
        return default
    raise AttributeError(attr)


def getmro(cls):
    return cls.__mro__


def getmodulename(path):
    fname = path.replace('\\', '/').rsplit('/', 1)[-1]
    for suffix in ('.py', '.pyc', '.pyw'):
        if fname.endswith(suffix):
            return fname[:-len(suffix)]
    return None


def getmodule(object, _filename=None):
    if ismodule(object):
        return object
    name = getattr(object, '__module__', None)
    if name is not None:
        return sys.modules.get(name)
    return None


def unwrap(func, *, stop=None):
    f = func
    memo = {id(f): f}
    recursion_limit = sys.getrecursionlimit()
    while not isinstance(func, type) and hasattr(func, '__wrapped__'):
        if stop is not None and stop(func):
            break
        func = func.__wrapped__
        id_func = id(func)
        if (id_func in memo) or (len(memo) >= recursion_limit):
            raise ValueError('wrapper loop when unwrapping {!r}'.format(f))
        memo[id_func] = func
    return func


def cleandoc(doc):
    try:
        lines = doc.expandtabs().split('\n')
    except UnicodeError:
        return None
    margin = sys.maxsize
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin < sys.maxsize:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def getdoc(object):
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


from _inspect_source import (getfile, getsourcefile, findsource, getsourcelines,
                             getsource, getblock, getcomments, indentsize)


def currentframe():
    """Return the frame of the caller or None if this is not possible."""
    return sys._getframe(1)


def getlineno(frame):
    """Get the line number from a frame object, allowing for optimization."""
    return frame.f_lineno


def getframeinfo(frame, context=1):
    """A Traceback for a frame or traceback object: where it is, with
    `context` lines of source around its line when the source is known.
    hyexec knows lines, not columns: the positions are the line's."""
    if istraceback(frame):
        lineno = frame.tb_lineno
        frame = frame.tb_frame
    else:
        lineno = frame.f_lineno
    if not isframe(frame):
        raise TypeError('{!r} is not a frame or traceback object'.format(frame))
    filename = frame.f_code.co_filename
    lines = index = None
    if context > 0:
        import linecache
        source = linecache.getlines(filename, frame.f_globals)
        if source:
            start = lineno - 1 - context // 2
            start = max(0, min(start, len(source) - context))
            lines = source[start:start + context]
            index = lineno - 1 - start
    positions = _Positions(lineno, lineno, None, None)
    return Traceback(filename, lineno, frame.f_code.co_name, lines, index,
                     positions=positions)


def getouterframes(frame, context=1):
    """The FrameInfo of a frame and of each of its callers, innermost first."""
    framelist = []
    while frame:
        info = getframeinfo(frame, context)
        framelist.append(FrameInfo(frame, *info, positions=info.positions))
        frame = frame.f_back
    return framelist


def getinnerframes(tb, context=1):
    """The FrameInfo of each frame of a traceback, outermost first."""
    framelist = []
    while tb:
        info = getframeinfo(tb, context)
        framelist.append(FrameInfo(tb.tb_frame, *info, positions=info.positions))
        tb = tb.tb_next
    return framelist


def stack(context=1):
    """The FrameInfo of the caller's frame and of each frame above it."""
    return getouterframes(sys._getframe(1), context)


def trace(context=1):
    """The FrameInfo of the frames of the exception being handled."""
    return getinnerframes(sys.exc_info()[2], context)


getgeneratorlocals = _unsupported('inspect.getgeneratorlocals')
getcoroutinelocals = _unsupported('inspect.getcoroutinelocals')
getclosurevars = _unsupported('inspect.getclosurevars')


GEN_CREATED = 'GEN_CREATED'
GEN_RUNNING = 'GEN_RUNNING'
GEN_SUSPENDED = 'GEN_SUSPENDED'
GEN_CLOSED = 'GEN_CLOSED'
CORO_CREATED = 'CORO_CREATED'
CORO_RUNNING = 'CORO_RUNNING'
CORO_SUSPENDED = 'CORO_SUSPENDED'
CORO_CLOSED = 'CORO_CLOSED'


def getgeneratorstate(generator):
    if generator.gi_running:
        return GEN_RUNNING
    if generator.gi_suspended:
        return GEN_SUSPENDED
    if generator.gi_frame is None:
        return GEN_CLOSED
    return GEN_CREATED


def getcoroutinestate(coroutine):
    if coroutine.cr_running:
        return CORO_RUNNING
    if coroutine.cr_suspended:
        return CORO_SUSPENDED
    if coroutine.cr_frame is None:
        return CORO_CLOSED
    return CORO_CREATED


from collections import namedtuple as _namedtuple
_Positions = _namedtuple('Positions', ['lineno', 'end_lineno', 'col_offset', 'end_col_offset'],
                         defaults=[None] * 4)

from _inspect_signature import (Parameter, Signature, BoundArguments, signature,
                                FullArgSpec, getfullargspec, getcallargs, formatannotation,
                                ArgInfo, ClosureVars, Traceback, FrameInfo, Attribute)
_empty = Parameter.empty
