# _hyexec for CPython: written by `hyexec cover --emit-python DIR` beside
# each run-N.py. Inside hyexec, `_hyexec.ask` puts a stand-in's question to
# the oracle (interp/oracle_bridge.cpp); here it gives back the answer the
# run recorded for the same key, evaluated as hyexec evaluated it (the
# program's globals, then _mock's names), so hyexec's own Python stand-ins
# (_mock, the small numpy and pandas) behave in CPython as they did in the
# run.
import os
import sys
import types

# hyexec's own `random` (CPython's random.py over hyexec's Python _random,
# which the small numpy seeds by numpy's rules) is written beside the runs
# that use it; a CPython whose site imported its own first (a .pth file)
# would keep that one: it is dropped, so that the import finds the one beside.
for _name in ('random', '_random'):
    if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), _name + '.py')):
        sys.modules.pop(_name, None)

_answers = {}  # key as written -> the answer, a Python expression
_aliases = {}  # the path CPython asks by -> the key hyexec asked by
_objects = set()  # the keys whose stand-ins plain objects reproduce


_namespace_given = []  # the module's globals, when __main__ is no longer its module


def _namespace():
    return _namespace_given[0] if _namespace_given else sys.modules['__main__'].__dict__


def _evaluate(expr, path):
    import _mock
    if path in _objects:
        return _plain_object(path)
    if expr.startswith('raise '):
        what = eval(expr[6:], _namespace(), vars(_mock))
        if isinstance(what, type) and issubclass(what, BaseException):
            what = what()
        if isinstance(what, BaseException):
            raise what
        return _mock.Mock(path)
    try:
        return eval(expr, _namespace(), vars(_mock))
    except Exception:
        return _mock.Mock(path)  # as hyexec: a malformed answer stands as a Mock


def ask(kind, key, path, hint):
    key = _aliases.get(key, key)
    if key not in _answers:
        if kind == 'attr':
            raise AttributeError(key)  # asked by CPython's import machinery only
        raise LookupError('the run recorded no answer for ' + key)
    return _evaluate(_answers[key], path)


def objects(keys):
    """The stand-ins of the run that plain objects reproduce (hyexec's
    explore/plain_objects.h): the run used them only as plain objects."""
    _objects.update(keys)


def _plain_object(path):
    """An object of a class of its own whose attributes are the run's
    answers for `path.NAME`, each evaluated when first read, as hyexec asked
    for it then; an attribute the run never read is missing."""

    def __getattr__(self, name):
        key = path + '.' + name
        if key not in _answers:
            raise AttributeError(name)
        value = _evaluate(_answers[key], key)
        setattr(self, name, value)
        return value

    # Its class is named as hyexec's stand-in's (interp/pylib/_mock.py), which
    # messages of the run name: "expected string or bytes-like object, got 'Mock'".
    return type('Mock', (), {'__getattr__': __getattr__, '__module__': '_mock'})()


def stand_in_use(key):
    """Inside hyexec, records that a stand-in behaved as only a stand-in
    does (not a plain object); nothing to replay."""


def unsupported(what):
    raise NotImplementedError('hyexec does not model ' + what)


def answer(key):
    """The recorded answer for `key` (a name the snippet never defines)."""
    return _evaluate(_answers[key], key)


def replay(answers, modules, aliases):
    """The run's answers by key; `modules` maps each module the snippet
    imports and CPython lacks here to the key of its stand-in; `aliases` the
    dotted path of a name imported from a stand-in module to its key."""
    _answers.update(answers)
    _aliases.update(aliases)
    _own_random()
    for name, key in modules.items():
        value = answer(key)
        sys.modules[name] = value
        while '.' in name:  # `import a.b` needs `a` too
            name = name.rsplit('.', 1)[0]
            sys.modules.setdefault(name, value)


def seed_random():
    """The random module's generator as hyexec's starts: seeded from
    os.urandom, which hyexec draws from a Mersenne Twister seeded 0
    (interp/pylib/os.py urandom), so that an unseeded program draws here
    what it drew in the run (a program that seeds it reseeds it)."""
    import random
    entropy = random.Random(0).getrandbits(624 * 32).to_bytes(624 * 4, 'little')
    random.seed(int.from_bytes(entropy, 'little'))


def _own_random():
    """hyexec's random (written beside when the small numpy came along: it
    draws through its state list) in place of CPython's, which Python's
    start-up has imported already; both draw the same numbers."""
    import importlib.util
    import os
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'random.py')
    if os.path.exists(path):
        spec = importlib.util.spec_from_file_location('random', path)
        module = importlib.util.module_from_spec(spec)
        sys.modules['random'] = module
        spec.loader.exec_module(module)


def _arguments(fn, args, skip_self):
    """Arguments as hyexec's --entry gives them (interp/entry.cpp): the
    parameters without defaults in order, those with defaults when given."""
    code = getattr(getattr(fn, '__func__', fn), '__code__', None)
    if code is None:
        return [], {}
    skip_self = skip_self or hasattr(fn, '__self__')
    names = code.co_varnames[:code.co_argcount]
    defaults = getattr(getattr(fn, '__func__', fn), '__defaults__', None) or ()
    first_default = len(names) - len(defaults)
    positional, keywords = [], {}
    for name in names[1 if skip_self else 0:first_default]:
        if name not in args:
            return positional, keywords
        positional.append(_evaluate(args[name], name))
    if code.co_flags & 0x04 and not defaults:  # CO_VARARGS: the items given for *args
        star = code.co_varnames[code.co_argcount + code.co_kwonlyargcount]
        if star in args:
            items = _evaluate(args[star], star)
            if isinstance(items, (tuple, list)):
                positional.extend(items)
    for name in names[max(first_default, code.co_posonlyargcount):]:
        if name in args:
            keywords[name] = _evaluate(args[name], name)
    kwonly = code.co_varnames[code.co_argcount:code.co_argcount + code.co_kwonlyargcount]
    for name in kwonly:
        if name in args:
            keywords[name] = _evaluate(args[name], name)
    return positional, keywords


def _def_on_line(name, line):
    """The function the def of `name` on the snippet's `line` makes (the
    snippet defines `name` more than once: the global holds the last): that
    def alone, run again in the module's namespace, its lines the file's."""
    import ast
    with open(_namespace()['__file__'], encoding='utf-8') as f:
        source = f.read()
    offset = next(i for i, text in enumerate(source.split('\n'), 1) if text.startswith(_MARKER))
    tree = ast.parse(source)
    node = next(n for n in ast.walk(tree)
                if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name and
                n.lineno == line + offset)
    ns = _namespace()
    last = ns.get(name)
    exec(compile(ast.Module(body=[node], type_ignores=[]), ns['__file__'], 'exec'), ns)
    fn = ns[name]
    ns[name] = last
    return fn


_MARKER = '# --- the snippet'


def _takes_instance(cls, method):
    """Whether `method` of `cls` can be given its instance: a function with
    no positional parameter is called through its class (interp/entry.cpp)."""
    raw = next((vars(k)[method] for k in cls.__mro__ if method in vars(k)), None)
    if not isinstance(raw, types.FunctionType):
        return True
    code = raw.__code__
    return code.co_argcount > 0 or bool(code.co_flags & 0x04)  # CO_VARARGS


_entry_called = []
_pending_entry = []  # (entry, args) to call if the module body exits first


def call_entry_at_exit(entry, args):
    """For a run whose module body may end with SystemExit or an uncaught
    error after defining the entry, which hyexec then calls
    (interp/run.cpp): an atexit hook calls it unless the call at the end of
    the file ran or the module ended before defining it. An error of the
    entry ends the process as an uncaught one would (its traceback, status
    1); a SystemExit of its own with its code; otherwise the module's exit
    status stands. tools/cpython_lines.py calls run_pending_entry itself,
    traced."""
    import atexit
    _pending_entry.append((entry, args))
    atexit.register(_entry_at_exit)


def run_pending_entry(namespace=None):
    """Calls the entry call_entry_at_exit registered, once, unless it was
    called or the module body did not define it; raises what the entry
    raises. `namespace`: the module's globals (runpy's __main__ is gone by
    then)."""
    if namespace is not None:
        _namespace_given[:] = [namespace]
    if _pending_entry and not _entry_called:
        entry, args = _pending_entry.pop()
        if entry.partition('@')[0].partition('.')[0] in _namespace():
            call_entry(entry, args)
    _pending_entry.clear()


def _entry_at_exit():
    code = None
    try:
        run_pending_entry()
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 0 if e.code is None else 1
        if not isinstance(e.code, int) and e.code is not None:
            print(e.code, file=sys.stderr)
    except BaseException:
        import traceback
        traceback.print_exc()
        code = 1
    if code is not None:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def call_entry(entry, args):
    """Calls `entry` (F, F@LINE: the def of F on LINE, or C.m: m on an
    instance made by C's constructor) after the module body, as `hyexec run
    --entry` does, iterating a generator as hyexec does; says what it
    returned on stderr."""
    _entry_called.append(entry)
    entry, _, line = entry.partition('@')
    head, _, method = entry.partition('.')
    target = _def_on_line(head, int(line)) if line and not method else _namespace()[head]
    if method and isinstance(target, type) and not _takes_instance(target, method):
        target = getattr(target, method)
    elif method:
        init = getattr(target, '__init__', None) if isinstance(target, type) else None
        a, kw = _arguments(init, args, True) if init else ([], {})
        target = getattr(target(*a, **kw), method)
    a, kw = _arguments(target, args, False)
    result = target(*a, **kw)
    print('hyexec-return: ' + repr(result), file=sys.stderr)
    if isinstance(result, types.GeneratorType):
        for _ in zip(range(ENTRY_GENERATOR_ITEMS), result):
            pass
    # An async def's coroutine or async generator, run as hyexec runs it
    # (interp/pylib/_entry_async.py).
    if isinstance(result, (types.CoroutineType, types.AsyncGeneratorType)):
        import asyncio  # (only here: a replay of anything else never loads it)
        asyncio.run(result if isinstance(result, types.CoroutineType)
                    else _async_items(result, ENTRY_GENERATOR_ITEMS))
    # A returned function of the snippet's own (a closure, a wrapper) is
    # called too, when every parameter without a default has its argument.
    if isinstance(result, types.FunctionType) and result.__globals__ is _namespace():
        a, kw = _arguments(result, args, False)
        code = result.__code__
        if len(a) + len(result.__defaults__ or ()) >= code.co_argcount:
            result(*a, **kw)
    return result


ENTRY_GENERATOR_ITEMS = 100  # interp/interpreter.h kEntryGeneratorItems


async def _async_items(agen, limit):
    """At most `limit` items of `agen`, as interp/pylib/_entry_async.py takes them."""
    items = []
    async for item in agen:
        items.append(item)
        if len(items) >= limit:
            break
    return items

