"""test.support.warnings_helper for hyexec (see __init__.py)."""

import contextlib
import unittest
import warnings


class WarningsRecorder:
    def __init__(self, warnings_list):
        self._warnings = warnings_list
        self._last = 0

    def __getattr__(self, attr):
        if len(self._warnings) > self._last:
            return getattr(self._warnings[-1], attr)
        elif attr in warnings.WarningMessage._WARNING_DETAILS:
            return None
        raise AttributeError("%r has no attribute %r" % (self, attr))

    @property
    def warnings(self):
        return self._warnings[self._last:]

    def reset(self):
        self._last = len(self._warnings)


def check_warnings(*filters, **kwargs):
    """CPython's: records the warnings; each filter ("message regexp",
    category) must catch one unless quiet, and none may be left over."""
    quiet = kwargs.get('quiet')
    if not filters:
        filters = (("", Warning),)
        if quiet is None:
            quiet = True
    return _filterwarnings(filters, quiet)


@contextlib.contextmanager
def _filterwarnings(filters, quiet=False):
    import re
    import sys
    with warnings.catch_warnings(record=True) as w:
        sys.modules['warnings'].simplefilter("always")
        yield WarningsRecorder(w)
    reraise = list(w)
    missing = []
    for msg, cat in filters:
        seen = False
        for w in reraise[:]:
            warning = w.message
            if re.match(msg, str(warning), re.I) and issubclass(warning.__class__, cat):
                seen = True
                reraise.remove(w)
        if not seen and not quiet:
            missing.append((msg, cat.__name__))
    if reraise:
        raise AssertionError("unhandled warning %s" % reraise[0])
    if missing:
        raise AssertionError("filter (%r, %s) did not catch any warning" % missing[0])


@contextlib.contextmanager
def check_no_warnings(testcase, message='', category=Warning, force_gc=False):
    with warnings.catch_warnings(record=True) as warns:
        warnings.filterwarnings('always', message=message, category=category)
        yield
    testcase.assertEqual(warns, [])


@contextlib.contextmanager
def check_no_resource_warning(testcase):
    with check_no_warnings(testcase, category=ResourceWarning, force_gc=True):
        yield


def check_syntax_warning(testcase, statement, errtext='', *, lineno=1, offset=None):
    raise unittest.SkipTest('compile-time warnings: not modelled by hyexec')


def ignore_warnings(*, category):
    def decorator(test):
        return test
    return decorator


def save_restore_warnings_filters():
    return contextlib.nullcontext()


def import_deprecated(name):
    """Import and return the module `name`, its DeprecationWarning ignored."""
    import importlib
    with warnings.catch_warnings():
        warnings.simplefilter('ignore', DeprecationWarning)
        return importlib.import_module(name)
