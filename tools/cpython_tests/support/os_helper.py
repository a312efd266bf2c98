"""test.support.os_helper for hyexec (see __init__.py): file names and
cleanups over hyexec's virtual file system."""

import contextlib
import os
import unittest

TESTFN_ASCII = '@test_0_tmp'
TESTFN = TESTFN_ASCII
TESTFN_UNICODE = TESTFN_ASCII + "-\xe0\xf2\u0258\u0141\u011f"
TESTFN_NONASCII = None
TESTFN_UNENCODABLE = None
TESTFN_UNDECODABLE = None
FS_NONASCII = ''
SAVEDCWD = os.getcwd()


def unlink(filename):
    try:
        os.remove(filename)
    except OSError:
        pass


def rmtree(path):
    import shutil
    if os.path.isdir(path):
        shutil.rmtree(path, ignore_errors=True)
    else:
        unlink(path)


def create_empty_file(filename):
    """Create an empty file. If the file already exists, truncate it."""
    open(filename, 'w').close()


def rmdir(dirname):
    try:
        os.rmdir(dirname)
    except (OSError, AttributeError):
        pass


def can_symlink():
    return False


def skip_unless_symlink(test):
    return unittest.skip('Requires functional symlink implementation')(test)


def skip_if_dac_override(test):
    return test


def skip_unless_working_chmod(test):
    # os.chmod works on the virtual file system, which checks no permission
    # bits: a test that needs them is one skip_if_dac_override skips (as
    # CPython's run as root).
    return test


@contextlib.contextmanager
def temp_dir(path=None, quiet=False):
    yield path or '.'


@contextlib.contextmanager
def change_cwd(path, quiet=False):
    yield os.getcwd()


@contextlib.contextmanager
def temp_cwd(name='tempcwd', quiet=False):
    yield os.getcwd()


class EnvironmentVarGuard(dict):
    """os.environ's changes undone on exit."""

    def __init__(self):
        super().__init__()
        self._environ = os.environ
        self._changed = {}

    def __getitem__(self, envvar):
        return self._environ[envvar]

    def __setitem__(self, envvar, value):
        if envvar not in self._changed:
            self._changed[envvar] = self._environ.get(envvar)
        self._environ[envvar] = value

    def __delitem__(self, envvar):
        if envvar not in self._changed:
            self._changed[envvar] = self._environ.get(envvar)
        if envvar in self._environ:
            del self._environ[envvar]

    def set(self, envvar, value):
        self[envvar] = value

    def unset(self, envvar):
        del self[envvar]

    def __enter__(self):
        return self

    def __exit__(self, *ignore_exc):
        for (k, v) in self._changed.items():
            if v is None:
                if k in self._environ:
                    del self._environ[k]
            else:
                self._environ[k] = v
        os.environ = self._environ
