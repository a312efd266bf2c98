"""hyexec's stand-in for CPython's test.support, under which
tools/cpython_tests.py runs CPython's Lib/test files in hyexec (the real
package needs subprocesses, sysconfig, threads and the C API). The helpers
the chosen files use do what CPython's do where hyexec can; a test that
needs what hyexec cannot offer (a subprocess, object sizes, reference counts,
CPython's implementation details) is skipped, its reason saying why. A name
this stand-in lacks skips the test that uses it."""

import contextlib
import functools
import sys
import unittest

verbose = 1
use_resources = None
failfast = False
real_max_memuse = 0
max_memuse = 0

_1M = 1024 * 1024
_1G = 1024 * _1M
_2G = 2 * _1G
_4G = 4 * _1G
MAX_Py_ssize_t = sys.maxsize
NHASHBITS = 64
SHORT_TIMEOUT = 30.0
LONG_TIMEOUT = 5 * 60.0
LOOPBACK_TIMEOUT = 5.0
INTERNET_TIMEOUT = 60.0
Py_DEBUG = False
MS_WINDOWS = False
is_emscripten = False
is_wasi = False
is_jython = False
is_android = False
has_fork_support = False
has_subprocess_support = False
has_socket_support = False
HAVE_DOCSTRINGS = True
MISSING_C_DOCSTRINGS = False
has_strftime_extensions = True
TEST_SUPPORT_DIR = 'test/support'
TEST_HOME_DIR = 'test'
REPO_ROOT = '.'  # CPython's source tree, absent here
PGO = False
unix_shell = '/bin/sh'


class Error(Exception):
    """Base class for regression test exceptions."""


class TestFailed(Error):
    """Test failed."""


class ResourceDenied(unittest.SkipTest):
    """Test skipped because it requested a disallowed resource."""


# CPython's implementation details (sizes, reference counts, its C API) are
# what hyexec does not reproduce: the tests about them skip with this reason,
# which tools/cpython_tests.py counts apart.
IMPL_DETAIL = 'cpython_only: an implementation detail of CPython'


def _skipper(reason):
    return unittest.skip(reason)


def cpython_only(test):
    return unittest.skip(IMPL_DETAIL)(test)


def check_impl_detail(**guards):
    # hyexec is not CPython's implementation: a guard asking for it is false.
    return not guards.get('cpython', True)


def impl_detail(msg=None, **guards):
    if check_impl_detail(**guards):
        return lambda f: f
    return unittest.skip(IMPL_DETAIL)


def _identity(f):
    return f


requires_IEEE_754 = _identity
requires_docstrings = _identity
no_tracing = _identity
skip_if_pgo_task = _identity
skip_if_buggy_ucrt_strfptime = _identity
refcount_test = unittest.skip(IMPL_DETAIL)
requires_legacy_unicode_capi = unittest.skip(IMPL_DETAIL)
bigaddrspacetest = unittest.skip('needs a big address space')


def requires_resource(resource):
    # Run outside regrtest, CPython enables every resource.
    return _identity


def is_resource_enabled(resource):
    return True


def requires(resource, msg=None):
    pass


def requires_subprocess():
    return unittest.skip('needs a subprocess')


def requires_fork():
    return unittest.skip('needs fork')


def requires_working_socket(*, module=False):
    # hyexec runs without a network.
    msg = 'requires socket support'
    if module:
        raise unittest.SkipTest(msg)
    return unittest.skip(msg)


HAVE_ASAN_FORK_BUG = False


def skip_if_broken_multiprocessing_synchronize():
    return unittest.skip('needs multiprocessing.synchronize')


def requires_mac_ver(*min_version):
    return _identity


def requires_zlib(reason='requires zlib'):
    return _identity


def has_no_debug_ranges():
    # hyexec's tracebacks have CPython's carets: each traceback entry's
    # code has the position of the instruction that raised (co_positions).
    return False


def requires_debug_ranges(reason='requires co_positions / debug_ranges'):
    return unittest.skipIf(has_no_debug_ranges(), reason)


def skip_if_sanitizer(reason=None, *, address=False, memory=False, ub=False):
    return _identity


def check_sanitizer(*, address=False, memory=False, ub=False):
    return False


@contextlib.contextmanager
def run_with_locale(catstr, *locales):
    # A context manager and a decorator, as CPython's; hyexec's locale is C.
    yield


def run_with_tz(tz):
    return _identity


def python_is_optimized():
    return False


def bigmemtest(size, memuse, dry_run=True):
    # Without a memory limit set (CPython's default) the test runs with a
    # small size when it allows a dry run, and is skipped otherwise.
    def decorator(f):
        @functools.wraps(f)
        def wrapper(self):
            if not dry_run:
                raise unittest.SkipTest('not enough memory: 5.0G minimum needed')
            return f(self, 5147)
        wrapper.size = size
        wrapper.memuse = memuse
        return wrapper
    return decorator


def _not_modelled(what):
    raise unittest.SkipTest(what + ': not modelled by hyexec')


def calcobjsize(fmt):
    _not_modelled('object sizes')


def calcvobjsize(fmt):
    _not_modelled('object sizes')


def check_sizeof(test, o, size):
    _not_modelled('object sizes')


def check_free_after_iterating(test, iter, cls, args=()):
    _not_modelled('finalizers')


def get_recursion_depth():
    _not_modelled('the frame stack')


def gc_collect():
    import gc
    gc.collect()
    gc.collect()
    gc.collect()


@contextlib.contextmanager
def disable_gc():
    yield


def setswitchinterval(interval):
    pass


def get_attribute(obj, name):
    try:
        return getattr(obj, name)
    except AttributeError:
        raise unittest.SkipTest("object %r has no attribute %r" % (obj, name))


def sortdict(dict):
    items = sorted(dict.items())
    return "{%s}" % ", ".join("%r: %r" % pair for pair in items)


@contextlib.contextmanager
def captured_output(stream_name):
    import io
    orig_stdout = getattr(sys, stream_name)
    setattr(sys, stream_name, io.StringIO())
    try:
        yield getattr(sys, stream_name)
    finally:
        setattr(sys, stream_name, orig_stdout)


def captured_stdout():
    return captured_output("stdout")


def captured_stderr():
    return captured_output("stderr")


def captured_stdin():
    return captured_output("stdin")


@contextlib.contextmanager
def swap_attr(obj, attr, new_val):
    if hasattr(obj, attr):
        real_val = getattr(obj, attr)
        setattr(obj, attr, new_val)
        try:
            yield real_val
        finally:
            setattr(obj, attr, real_val)
    else:
        setattr(obj, attr, new_val)
        try:
            yield
        finally:
            if hasattr(obj, attr):
                delattr(obj, attr)


@contextlib.contextmanager
def swap_item(obj, item, new_val):
    if item in obj:
        real_val = obj[item]
        obj[item] = new_val
        try:
            yield real_val
        finally:
            obj[item] = real_val
    else:
        obj[item] = new_val
        try:
            yield
        finally:
            if item in obj:
                del obj[item]


@contextlib.contextmanager
def infinite_recursion(max_depth=75):
    original_depth = sys.getrecursionlimit()
    try:
        sys.setrecursionlimit(max_depth)
        yield
    finally:
        sys.setrecursionlimit(original_depth)


@contextlib.contextmanager
def adjust_int_max_str_digits(max_digits):
    current = sys.get_int_max_str_digits()
    try:
        sys.set_int_max_str_digits(max_digits)
        yield
    finally:
        sys.set_int_max_str_digits(current)


class Matcher(object):
    # CPython's, as test.support.logging_helper's TestHandler uses it.
    _partial_matches = ('msg', 'message')

    def matches(self, d, **kwargs):
        result = True
        for k in kwargs:
            v = kwargs[k]
            dv = d.get(k)
            if not self.match_value(k, dv, v):
                result = False
                break
        return result

    def match_value(self, k, dv, v):
        if type(v) != type(dv):
            result = False
        elif type(dv) is not str or k not in self._partial_matches:
            result = (v == dv)
        else:
            result = dv.find(v) >= 0
        return result


def patch(test_instance, object_to_patch, attr_name, new_value):
    getattr(object_to_patch, attr_name)  # the attribute must exist
    attr_is_local = False
    try:
        old_value = object_to_patch.__dict__[attr_name]
    except (AttributeError, KeyError):
        old_value = getattr(object_to_patch, attr_name, None)
    else:
        attr_is_local = True

    def cleanup():
        if attr_is_local:
            setattr(object_to_patch, attr_name, old_value)
        else:
            delattr(object_to_patch, attr_name)

    test_instance.addCleanup(cleanup)
    setattr(object_to_patch, attr_name, new_value)


def check__all__(test_case, module, name_of_module=None, extra=(), not_exported=()):
    import types
    if name_of_module is None:
        name_of_module = (module.__name__, )
    elif isinstance(name_of_module, str):
        name_of_module = (name_of_module, )
    expected = set(extra)
    for name in dir(module):
        if name.startswith('_') or name in not_exported:
            continue
        obj = getattr(module, name)
        if (getattr(obj, '__module__', None) in name_of_module or
                (not hasattr(obj, '__module__') and not isinstance(obj, types.ModuleType))):
            expected.add(name)
    test_case.assertCountEqual(module.__all__, expected)


class _Unraisable:
    unraisable = None


@contextlib.contextmanager
def catch_unraisable_exception():
    yield _Unraisable()


def check_syntax_error(testcase, statement, errtext='', *, lineno=None, offset=None):
    with testcase.assertRaisesRegex(SyntaxError, errtext) as cm:
        compile(statement, '<test string>', 'exec')
    err = cm.exception
    testcase.assertIsNotNone(err.lineno)
    if lineno is not None:
        testcase.assertEqual(err.lineno, lineno)
    testcase.assertIsNotNone(err.offset)
    if offset is not None:
        testcase.assertEqual(err.offset, offset)


def check_disallow_instantiation(testcase, tp, *args, **kwds):
    import re
    mod = tp.__module__
    name = tp.__name__
    if mod != 'builtins':
        qualname = f"{mod}.{name}"
    else:
        qualname = f"{name}"
    msg = f"cannot create '{re.escape(qualname)}' instances"
    testcase.assertRaisesRegex(TypeError, msg, tp, *args, **kwds)


def findfile(filename, subdir=None):
    return filename


def open_urlresource(url, *args, **kw):
    raise ResourceDenied('needs the network')


def run_unittest(*classes):
    suite = unittest.TestSuite()
    for cls in classes:
        if isinstance(cls, (unittest.TestSuite, unittest.TestCase)):
            suite.addTest(cls)
        else:
            suite.addTest(unittest.defaultTestLoader.loadTestsFromTestCase(cls))
    result = unittest.TestResult()
    suite.run(result)
    if not result.wasSuccessful():
        raise TestFailed('tests failed')


def run_doctest(module, verbosity=None, optionflags=0):
    raise unittest.SkipTest('doctest: not modelled by hyexec')


def maybe_get_event_loop_policy():
    return None


def reap_children():
    pass


class _ALWAYS_EQ:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


ALWAYS_EQ = _ALWAYS_EQ()


class _NEVER_EQ:
    def __eq__(self, other):
        return False

    def __ne__(self, other):
        return True

    def __hash__(self):
        return 1


NEVER_EQ = _NEVER_EQ()


@functools.total_ordering
class _LARGEST:
    def __eq__(self, other):
        return isinstance(other, _LARGEST)

    def __lt__(self, other):
        return False


LARGEST = _LARGEST()


@functools.total_ordering
class _SMALLEST:
    def __eq__(self, other):
        return isinstance(other, _SMALLEST)

    def __gt__(self, other):
        return False


SMALLEST = _SMALLEST()


_SUBMODULES = ('import_helper', 'os_helper', 'warnings_helper', 'threading_helper',
               'script_helper', 'socket_helper', 'logging_helper')


class _Missing:
    # A helper this stand-in lacks: calling it, or a test it decorates, skips.
    def __init__(self, name):
        self.name = name

    def __call__(self, *args, **kwargs):
        if len(args) == 1 and not kwargs and callable(args[0]):
            return unittest.skip(self._reason())(args[0])
        raise unittest.SkipTest(self._reason())

    def _reason(self):
        return 'test.support.%s: not in hyexec\'s stand-in' % self.name


def __getattr__(name):
    if name in _SUBMODULES:
        return getattr(__import__('test.support.' + name).support, name)
    if name.startswith('__'):
        raise AttributeError(name)
    return _Missing(name)
