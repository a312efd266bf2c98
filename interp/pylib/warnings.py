"""warnings for hyexec: the filters are accepted and ignored; warn() writes
`Category: message` to sys.stderr, which is not part of a run's output
(CPython also prints the file, line and source line there)."""

import sys as _sys


def warn(message, category=None, stacklevel=1, source=None):
    if category is None:
        category = UserWarning
    name = category.__name__ if isinstance(category, type) else type(message).__name__
    _sys.stderr.write('%s: %s\n' % (name, message))


def filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False):
    pass


def simplefilter(action, category=Warning, lineno=0, append=False):
    pass


def resetwarnings():
    pass


class catch_warnings:
    def __init__(self, *, record=False, **kwargs):
        self._record = record

    def __enter__(self):
        return [] if self._record else None

    def __exit__(self, *exc):
        return False
