"""test.support.threading_helper for hyexec (see __init__.py): hyexec runs
no threads, so the tests that need them skip."""

import contextlib
import unittest


def requires_working_threading(*, module=False):
    msg = "requires threading support"
    if module:
        raise unittest.SkipTest(msg)
    return unittest.skip(msg)


def reap_threads(func):
    return func


@contextlib.contextmanager
def start_threads(threads, unlock=None):
    raise unittest.SkipTest('requires threading support')
    yield


def threading_setup():
    return (1, ())


def threading_cleanup(*original_values):
    pass


def join_thread(thread, timeout=None):
    pass
