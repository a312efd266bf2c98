"""importlib.util for hyexec: what a module reads of it while it imports
(zipfile's cache_from_source, resolve_name, MAGIC_NUMBER); finding and
creating module objects from specs is unsupported, named: hyexec's import
system has no finders or loaders."""

from importlib import _resolve_name
from _unsupported import function as _unsupported

# CPython 3.11.7's bytecode magic number (importlib._bootstrap_external).
MAGIC_NUMBER = (3495).to_bytes(2, 'little') + b'\r\n'


def resolve_name(name, package):
    """Resolve a relative module name to an absolute one."""
    if not name.startswith('.'):
        return name
    elif not package:
        raise ImportError(f'no package specified for {repr(name)} '
                          '(required for relative module names)')
    level = 0
    for character in name:
        if character != '.':
            break
        level += 1
    return _resolve_name(name[level:], package, level)


def cache_from_source(path, debug_override=None, *, optimization=None):
    """The path of the .pyc CPython 3.11 would cache `path`'s bytecode in."""
    import os
    path = os.fspath(path)
    head, tail = os.path.split(path)
    base, sep, rest = tail.rpartition('.')
    almost_filename = ''.join([(base if base else rest), sep, 'cpython-311'])
    if optimization is None:
        optimization = ''
    optimization = str(optimization)
    if optimization != '':
        if not optimization.isalnum():
            raise ValueError(f'{optimization!r} is not alphanumeric')
        almost_filename = f'{almost_filename}.opt-{optimization}'
    return os.path.join(head, '__pycache__', almost_filename + '.pyc')


def source_from_cache(path):
    """The source path of a .pyc path made by cache_from_source."""
    import os
    path = os.fspath(path)
    head, pycache_filename = os.path.split(path)
    head, pycache = os.path.split(head)
    if pycache != '__pycache__':
        raise ValueError(f'__pycache__ not bottom-level directory in {path!r}')
    dot_count = pycache_filename.count('.')
    if dot_count not in {2, 3}:
        raise ValueError(f'expected only 2 or 3 dots in {pycache_filename!r}')
    elif dot_count == 3:
        optimization = pycache_filename.rsplit('.', 2)[-2]
        if not optimization.startswith('opt-'):
            raise ValueError(f"optimization portion of filename does not start with 'opt-'")
        opt_level = optimization[len('opt-'):]
        if not opt_level.isalnum():
            raise ValueError(f'optimization level {optimization!r} is not an alphanumeric value')
    base_filename = pycache_filename.partition('.')[0]
    return os.path.join(head, base_filename + '.py')


find_spec = _unsupported('importlib.util.find_spec')
module_from_spec = _unsupported('importlib.util.module_from_spec')
spec_from_file_location = _unsupported('importlib.util.spec_from_file_location')
spec_from_loader = _unsupported('importlib.util.spec_from_loader')
