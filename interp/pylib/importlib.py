"""importlib for hyexec: import_module (relative names resolved against
`package` as CPython's) and invalidate_caches; the modules come from
hyexec's import system. Re-executing a module (reload) is unsupported,
named; importlib's submodules (util, machinery, resources) are not
implemented."""

import sys

from _unsupported import function as _unsupported


def _resolve_name(name, package, level):
    bits = package.rsplit('.', level - 1)
    if len(bits) < level:
        raise ImportError('attempted relative import beyond top-level package')
    base = bits[0]
    return '{}.{}'.format(base, name) if name else base


def import_module(name, package=None):
    """Imports `name` (absolute, or relative to `package` with leading dots)
    and returns that module itself, not its top-level package."""
    level = 0
    if name.startswith('.'):
        if not package:
            raise TypeError("the 'package' argument is required to perform a relative "
                            "import for {!r}".format(name))
        for character in name:
            if character != '.':
                break
            level += 1
        name = _resolve_name(name[level:], package, level)
    if not name:
        raise ValueError('Empty module name')
    __import__(name)
    return sys.modules[name]


def invalidate_caches():
    """hyexec's module finders keep no caches."""


reload = _unsupported('importlib.reload')
