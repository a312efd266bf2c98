"""os for hyexec: the parts a snippet uses that need no host (written in the
Python subset hyexec runs). Files are those of the run's virtual file system
(io._files); the environment is empty; nothing runs commands or touches the
real machine."""

import abc as _abc
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


# The run's entropy: a Mersenne Twister from a fixed seed, so what a program
# draws from urandom (random's default seeds among it) is the same each run.
_entropy = None


def urandom(size, /):
    """Return a bytes object containing random bytes suitable for cryptographic use."""
    global _entropy
    if not isinstance(size, int):
        index = getattr(type(size), '__index__', None)
        if index is None:
            raise TypeError("'%s' object cannot be interpreted as an integer"
                            % type(size).__name__)
        size = index(size)
    if size < 0:
        raise ValueError('negative argument not allowed')
    if _entropy is None:
        import _random
        _entropy = _random.Random(0)
    return _entropy.getrandbits(size * 8).to_bytes(size, 'little')


# Directories made by mkdir/makedirs (tempfile's among them); a directory
# also exists implicitly while a file lies under it.
_dirs = set()


def listdir(path='.'):
    where = _io._abspath(path)
    prefix = where.rstrip('/') + '/'
    names = set()
    for f in list(_io._files) + list(_dirs):
        if f.startswith(prefix) and len(f) > len(prefix):
            names.add(f[len(prefix):].split('/')[0])
    if not names and where != '/' and where not in _dirs:
        raise FileNotFoundError(2, 'No such file or directory', path)
    return sorted(names)


def remove(path):
    where = _io._abspath(path)
    if where not in _io._files:
        raise FileNotFoundError(2, 'No such file or directory', path)
    del _io._files[where]
    _io._mtimes.pop(where, None)


unlink = remove


class stat_result(tuple):
    """os.stat's result: the ten fields by index and name (the times as
    ints by index, as floats by name), as CPython's structseq."""
    n_sequence_fields = 10
    n_fields = 19
    _NAMES = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size',
              'st_atime', 'st_mtime', 'st_ctime')

    def __new__(cls, fields):
        fields = tuple(fields)
        self = tuple.__new__(cls, fields[:7] + tuple(int(t) for t in fields[7:10]))
        self._times = fields[7:10]
        return self

    st_mode = property(lambda self: self[0])
    st_ino = property(lambda self: self[1])
    st_dev = property(lambda self: self[2])
    st_nlink = property(lambda self: self[3])
    st_uid = property(lambda self: self[4])
    st_gid = property(lambda self: self[5])
    st_size = property(lambda self: self[6])
    st_atime = property(lambda self: self._times[0])
    st_mtime = property(lambda self: self._times[1])
    st_ctime = property(lambda self: self._times[2])

    def __repr__(self):
        return 'os.stat_result(%s)' % ', '.join(
            '%s=%r' % (n, v) for n, v in zip(self._NAMES, self))


_inodes = {}


def stat(path_, *, dir_fd=None, follow_symlinks=True):
    """A virtual file's or directory's status: its size, and as its times
    the virtual clock's time of its last change."""
    name = _io._abspath(fspath(_stat_arg(path_)) if not isinstance(path_, int) else path_)
    if isinstance(name, int) or not path.exists(name):
        raise FileNotFoundError(2, 'No such file or directory', path_)
    if name == devnull:
        mode, size = 0o20666, 0
    elif name in _io._files:
        mode, size = 0o100644, path.getsize(name)
    else:
        mode, size = 0o40755, 4096
    ino = _inodes.setdefault(name, len(_inodes) + 1)
    import time
    t = _io._mtimes.get(name, time.time())
    return stat_result((mode, ino, 1, 1, 0, 0, size, t, t, t))


lstat = stat


def rename(src, dst):
    a, b = _io._abspath(src), _io._abspath(dst)
    if a not in _io._files:
        raise FileNotFoundError(2, 'No such file or directory', src, None, dst)
    _io._files[b] = _io._files.pop(a)
    if a in _io._mtimes:
        _io._mtimes[b] = _io._mtimes.pop(a)


replace = rename


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


# File descriptors: virtual files open by number (tempfile.mkstemp, a file
# object's fileno()), each with its position; 0, 1 and 2 are the standard streams.
_fds = {}


def _new_fd(key):
    fd = 3
    while fd in _fds:
        fd += 1
    _fds[fd] = [key, 0]
    return fd


def _fd_entry(fd):
    if not isinstance(fd, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(fd).__name__)
    entry = _fds.get(fd)
    if entry is None:
        raise OSError(9, 'Bad file descriptor')
    return entry


def write(fd, data, /):
    """Writes bytes at the descriptor's position (fd 1 and 2: to sys.stdout, sys.stderr)."""
    data = bytes(memoryview(data))
    if fd in (1, 2) and fd not in _fds:
        import sys
        stream = sys.stdout if fd == 1 else sys.stderr
        stream.write(data.decode('utf-8', 'surrogateescape'))
        return len(data)
    entry = _fd_entry(fd)
    key, pos = entry
    content = _io._files.get(key, b'')
    if isinstance(content, str):
        content = content.encode()
    content = content[:pos] + b'\0' * (pos - len(content)) + data + content[pos + len(data):]
    _io._files[key] = content
    _io._touch(key)
    entry[1] = pos + len(data)
    return len(data)


def read(fd, n, /):
    entry = _fd_entry(fd)
    content = _io._files.get(entry[0], b'')
    if isinstance(content, str):
        content = content.encode()
    data = content[entry[1]:entry[1] + n]
    entry[1] += len(data)
    return data


def fstat(fd):
    """The status of the file open as fd: its file's, or that of a file
    removed since (no links left), as on a real disk."""
    key = _fd_entry(fd)[0]
    if key is None or key in _io._files:
        return stat(devnull if key is None else key)
    import time
    t = _io._mtimes.get(key, time.time())
    return stat_result((0o100644, _inodes.setdefault(key, len(_inodes) + 1), 1, 0, 0, 0, 0, t, t,
                        t))


def close(fd):
    _fds.pop(fd, None)


class PathLike(_abc.ABC):
    """Abstract base class for implementing the file system path protocol."""

    @_abc.abstractmethod
    def __fspath__(self):
        """Return the file system path representation of the object."""
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, '__fspath__')
        return NotImplemented


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
        return _io._abspath(p) if isinstance(p, str) else self.normpath(p)

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
        if fspath(p) == '':
            return False
        p = _io._abspath(fspath(p))
        return p in _io._files or p == devnull or self.isdir(p)

    def isfile(self, p):
        p = _io._abspath(_stat_arg(p))
        return p in _io._files

    def isdir(self, p):
        if isinstance(_stat_arg(p), int):
            return False
        if fspath(p) == '':
            return False
        p = _io._abspath(fspath(p))
        prefix = p.rstrip('/') + '/'
        return (p == '/' or p in _dirs or any(f.startswith(prefix) for f in _io._files))

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
