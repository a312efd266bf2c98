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


@contextlib.contextmanager
def check_warnings(*filters, **kwargs):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        yield WarningsRecorder(w)


@contextlib.contextmanager
def check_no_warnings(testcase, message='', category=Warning, force_gc=False):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        yield
    testcase.assertEqual(w, [])


def check_syntax_warning(testcase, statement, errtext='', *, lineno=1, offset=None):
    raise unittest.SkipTest('compile-time warnings: not modelled by hyexec')


def ignore_warnings(*, category):
    def decorator(test):
        return test
    return decorator


def save_restore_warnings_filters():
    return contextlib.nullcontext()
