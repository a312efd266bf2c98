"""shutil for hyexec, over the run's virtual file system (io._files,
os._dirs): copying, moving and removing files and trees. Nothing touches
the real machine; which() finds no program and disk_usage is a fixed disk."""

import io as _io
import os as _os

__all__ = ['copyfileobj', 'copyfile', 'copymode', 'copystat', 'copy', 'copy2', 'copytree',
           'move', 'rmtree', 'Error', 'SpecialFileError', 'ignore_patterns', 'which',
           'get_terminal_size', 'disk_usage', 'SameFileError']


class Error(OSError):
    pass


class SameFileError(Error):
    pass


class SpecialFileError(OSError):
    pass


def copyfileobj(fsrc, fdst, length=0):
    while True:
        buf = fsrc.read(length if length > 0 else 65536)
        if not buf:
            break
        fdst.write(buf)


def copyfile(src, dst, *, follow_symlinks=True):
    if src == dst:
        raise SameFileError('{!r} and {!r} are the same file'.format(src, dst))
    if _io._abspath(src) not in _io._files:
        raise FileNotFoundError(2, 'No such file or directory', src)
    _io._files[_io._abspath(dst)] = _io._files[_io._abspath(src)]
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    pass


def copystat(src, dst, *, follow_symlinks=True):
    pass


def copy(src, dst, *, follow_symlinks=True):
    if _os.path.isdir(dst):
        dst = _os.path.join(dst, _os.path.basename(src))
    return copyfile(src, dst)


copy2 = copy


def ignore_patterns(*patterns):
    import fnmatch

    def _ignore(path, names):
        return set(n for n in names for p in patterns if fnmatch.fnmatch(n, p))
    return _ignore


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    names = _os.listdir(src)
    ignored = ignore(src, names) if ignore is not None else set()
    _os.makedirs(dst, exist_ok=dirs_exist_ok)
    for name in names:
        if name in ignored:
            continue
        s, d = _os.path.join(src, name), _os.path.join(dst, name)
        if _os.path.isdir(s):
            copytree(s, d, symlinks, ignore, copy_function, ignore_dangling_symlinks,
                     dirs_exist_ok)
        else:
            copy_function(s, d)
    return dst


def rmtree(path, ignore_errors=False, onerror=None):
    if not _os.path.isdir(path):
        if ignore_errors:
            return
        err = FileNotFoundError(2, 'No such file or directory', path)
        if onerror is not None:
            onerror(_os.rmdir, path, (type(err), err, None))
            return
        raise err
    where = _io._abspath(path)
    prefix = where.rstrip('/') + '/'
    for f in [f for f in _io._files if f.startswith(prefix)]:
        del _io._files[f]
    for d in [d for d in _os._dirs if d.startswith(prefix) or d == where]:
        _os._dirs.discard(d)


def move(src, dst, copy_function=copy2):
    if _os.path.isdir(dst):
        dst = _os.path.join(dst, _os.path.basename(src))
    if _os.path.isdir(src):
        copytree(src, dst)
        rmtree(src)
    else:
        _os.rename(src, dst)
    return dst


def which(cmd, mode=1, path=None):
    return None


class _ntuple_diskusage(tuple):
    total = property(lambda self: self[0])
    used = property(lambda self: self[1])
    free = property(lambda self: self[2])


def disk_usage(path):
    return _ntuple_diskusage((1 << 40, 0, 1 << 40))


class terminal_size(tuple):
    columns = property(lambda self: self[0])
    lines = property(lambda self: self[1])


def get_terminal_size(fallback=(80, 24)):
    """COLUMNS and LINES from the environment, as CPython's; a run has no
    terminal, so the fallback supplies what they do not."""
    try:
        columns = int(_os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(_os.environ['LINES'])
    except (KeyError, ValueError):
        lines = 0
    return terminal_size((columns if columns > 0 else fallback[0],
                          lines if lines > 0 else fallback[1]))
