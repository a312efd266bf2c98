"""os for hyexec: the parts a snippet uses that need no host (written in the
Python subset hyexec runs). Files are those of the run's virtual file system
(io._files); the environment is empty; nothing runs commands or touches the
real machine."""

import io as _io

name = 'posix'
sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
linesep = '\n'
curdir = '.'
pardir = '..'
devnull = '/dev/null'
environ = {}


def getenv(key, default=None):
    return environ.get(key, default)


def getcwd():
    return _io._cwd[0]


def chdir(path_):
    name = path.abspath(path_)
    if not path.isdir(name):
        if name in _io._files:
            raise NotADirectoryError(20, 'Not a directory', path_)
        raise FileNotFoundError(2, 'No such file or directory', path_)
    _io._cwd[0] = name


def chmod(path_, mode, *, dir_fd=None, follow_symlinks=True):
    # The virtual files have no permissions: the file must exist, no more.
    if not path.exists(path_):
        raise FileNotFoundError(2, 'No such file or directory', path_)


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    try:
        names = listdir(top)
    except OSError as error:
        if onerror is not None:
            onerror(error)
        return
    dirs = [n for n in names if path.isdir(path.join(top, n))]
    files = [n for n in names if n not in dirs]
    if topdown:
        yield top, dirs, files
    for d in dirs:
        yield from walk(path.join(top, d), topdown, onerror, followlinks)
    if not topdown:
        yield top, dirs, files


def cpu_count():
    return 1


def getpid():
    return 1


# Directories made by mkdir/makedirs (tempfile's among them); a directory
# also exists implicitly while a file lies under it.
_dirs = set()


def listdir(path='.'):
    path = _io._cwd[0] if path in ('.', '') else _io._abspath(path)
    prefix = '' if path in ('.', '', '/') else path.rstrip('/') + '/'
    names = set()
    for f in list(_io._files) + list(_dirs):
        if f.startswith(prefix) and len(f) > len(prefix):
            names.add(f[len(prefix):].split('/')[0])
    if not names and prefix and path.rstrip('/') not in _dirs:
        raise FileNotFoundError(2, 'No such file or directory', path)
    return sorted(names)


def remove(path):
    path = _io._abspath(path)
    if path not in _io._files:
        raise FileNotFoundError(2, 'No such file or directory', path)
    del _io._files[path]


unlink = remove


def rename(src, dst):
    src, dst = _io._abspath(src), _io._abspath(dst)
    if src not in _io._files:
        raise FileNotFoundError(2, 'No such file or directory', src, None, dst)
    _io._files[dst] = _io._files.pop(src)


def makedirs(name, mode=0o777, exist_ok=False):
    name = _io._abspath(name.rstrip('/') or '/')
    if path.isdir(name) and not exist_ok:
        raise FileExistsError(17, 'File exists', name)
    parts = name.split('/')
    for i in range(1, len(parts) + 1):
        if parts[i - 1]:
            _dirs.add('/'.join(parts[:i]))


def mkdir(path_, mode=0o777):
    name = _io._abspath(path_.rstrip('/') or '/')
    if path.exists(name):
        raise FileExistsError(17, 'File exists', path_)
    _dirs.add(name)


def rmdir(path_):
    name = _io._abspath(path_.rstrip('/'))
    if not path.isdir(name):
        raise FileNotFoundError(2, 'No such file or directory', path_)
    if listdir(name):
        raise OSError(39, 'Directory not empty', path_)
    _dirs.discard(name)


def close(fd):
    pass


def fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    if hasattr(type(p), '__fspath__'):
        return p.__fspath__()
    raise TypeError('expected str, bytes or os.PathLike object, not ' + type(p).__name__)


def _stat_arg(p):
    """A path as os.stat takes it (an int is a file descriptor): CPython's
    TypeError for anything else, as exists/isfile/isdir/getsize raise it."""
    if hasattr(type(p), '__fspath__'):
        p = p.__fspath__()
    if not isinstance(p, (str, bytes, int)):
        raise TypeError('stat: path should be string, bytes, os.PathLike or integer, not ' +
                        type(p).__name__)
    return p


class _Path:
    """os.path over the virtual file system."""

    sep = '/'

    def join(self, a, *p):
        path = fspath(a)
        for b in p:
            if not isinstance(b, (str, bytes)) and not hasattr(type(b), '__fspath__'):
                raise TypeError("join() argument must be str, bytes, or os.PathLike object, "
                                "not '%s'" % type(b).__name__)
            b = fspath(b)
            if b.startswith('/'):
                path = b
            elif not path or path.endswith('/'):
                path += b
            else:
                path += '/' + b
        return path

    def split(self, p):
        p = fspath(p)
        i = p.rfind('/') + 1
        head, tail = p[:i], p[i:]
        if head and head != '/' * len(head):
            head = head.rstrip('/')
        return head, tail

    def basename(self, p):
        p = fspath(p)
        return p[p.rfind('/') + 1:]

    def dirname(self, p):
        return self.split(p)[0]

    def splitext(self, p):
        p = fspath(p)
        dot = p.rfind('.')
        slash = p.rfind('/')
        if dot > slash + 1 and p[slash + 1:dot].strip('.'):
            return p[:dot], p[dot:]
        return p, ''

    def normcase(self, s):
        if not isinstance(s, (str, bytes)):
            raise TypeError("expected str, bytes or os.PathLike object, not %s" %
                            type(s).__name__)
        return s

    def isabs(self, p):
        return fspath(p).startswith('/')

    def abspath(self, p):
        p = fspath(p)
        return self.normpath(p if p.startswith('/') else _io._cwd[0] + '/' + p)

    def normpath(self, p):
        p = fspath(p)
        if not p:
            return '.'
        initial = '/' if p.startswith('/') else ''
        parts = []
        for comp in p.split('/'):
            if comp in ('', '.'):
                continue
            if comp == '..' and parts and parts[-1] != '..':
                parts.pop()
            elif comp != '..' or not initial:
                parts.append(comp)
        return initial + '/'.join(parts) or '.'

    def exists(self, p):
        if isinstance(_stat_arg(p), int):
            return False  # no descriptor is open on the virtual file system
        p = _io._abspath(fspath(p))
        return p in _io._files or self.isdir(p)

    def isfile(self, p):
        p = _io._abspath(_stat_arg(p))
        return p in _io._files

    def isdir(self, p):
        if isinstance(_stat_arg(p), int):
            return False
        p = _io._abspath(fspath(p))
        prefix = p.rstrip('/') + '/'
        return (p in ('.', '/', '') or p.rstrip('/') in _dirs or
                any(f.startswith(prefix) for f in _io._files))

    def getsize(self, p):
        p = _io._abspath(_stat_arg(p))
        if p not in _io._files:
            raise FileNotFoundError(2, 'No such file or directory', p)
        data = _io._files[p]
        return len(data.encode() if isinstance(data, str) else data)

    def expanduser(self, p):
        return p

    def realpath(self, p):
        return self.abspath(p)


path = _Path()
