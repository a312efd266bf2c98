"""test.support.import_helper for hyexec (see __init__.py): hyexec has one
implementation of each module, so the C and the pure-Python variants CPython's
tests ask for are both that one."""

import unittest


def import_module(name, deprecated=False, *, required_on=()):
    if name.startswith('_test'):
        raise unittest.SkipTest('No module named %r: CPython\'s C test helpers' % name)
    try:
        module = __import__(name)
    except ImportError as msg:
        raise unittest.SkipTest(str(msg))
    for part in name.split('.')[1:]:
        module = getattr(module, part)
    return module


def import_fresh_module(name, fresh=(), blocked=(), *, deprecated=False, usefrozen=False):
    return import_module(name)


class CleanImport:
    def __init__(self, *module_names, usefrozen=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *ignore_exc):
        return False


class DirsOnSysPath:
    def __init__(self, *paths):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *ignore_exc):
        return False


def unload(name):
    pass


def forget(modname):
    pass
