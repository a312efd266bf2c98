"""os for hyexec: the parts a snippet uses that need no host (written in the
Python subset hyexec runs). Files are those of the run's virtual file system
(io._files); the environment is that of the reference CPython runs (a plain
shell's PATH, HOME, LANG, LC_ALL: a snippet iterating os.environ or reading
HOME meets what CPython's would); nothing runs commands or touches the real
machine."""

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
defpath = '/bin:/usr/bin'
# The reference runs' environment (../shared/corpus/README.md), whose
# PYTHONHASHSEED=0 is the hash seed hyexec's str hashes use.
environ = {'PATH': '/usr/local/bin:/usr/bin:/bin', 'HOME': '/nonexistent', 'LANG': 'C.UTF-8',
           'LC_ALL': 'C.UTF-8', 'PYTHONHASHSEED': '0'}

# open()'s flags, Linux's values (glob reads O_RDONLY and O_DIRECTORY as it
# imports); os.open itself is not modeled.
O_RDONLY, O_WRONLY, O_RDWR, O_ACCMODE = 0, 1, 2, 3
O_CREAT, O_EXCL, O_NOCTTY, O_TRUNC, O_APPEND, O_NONBLOCK, O_NDELAY = 64, 128, 256, 512, 1024, 2048, 2048
O_DSYNC, O_ASYNC, O_DIRECT, O_LARGEFILE, O_DIRECTORY, O_NOFOLLOW = 4096, 8192, 16384, 0, 65536, 131072
O_NOATIME, O_CLOEXEC, O_SYNC, O_RSYNC, O_FSYNC, O_PATH, O_TMPFILE = (262144, 524288, 1052672, 1052672,
                                                                   1052672, 2097152, 4259840)
F_OK, X_OK, W_OK, R_OK = 0, 1, 2, 4
SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
EX_OK = 0


def strerror(code, /):
    """Translate an error code to a message string."""
    if not isinstance(code, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(code).__name__)
    from _os_strerror import messages
    return messages.get(code, 'Unknown error %d' % code)


def access(path_, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    # The virtual files have no permissions: whether the name exists.
    return path.exists(path_)



def getenv(key, default=None):
    return environ.get(key, default)


def getcwd():
    return _io._cwd[0]


def chdir(path_):
    name = path.abspath(path_)
    if not path.isdir(name) and not (isinstance(name, str) and _oracle_dir(name)):
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


def _oracle_dir(name):
    """Makes the directory `name` the program lists or enters but nobody
    made, with the entries the oracle gives it (snippets walk folders they
    do not ship), each file holding what the oracle gives a file nobody
    wrote; False when there is no answer (no oracle: CPython's error)."""
    import _hyexec
    try:
        names = _hyexec.ask('value', 'os.listdir(%r)' % (name,), str(name), 'dir')
    except LookupError:
        return False
    if not isinstance(names, list) or name in _io._files:
        return False
    _dirs.add(name)
    for n in names:
        if isinstance(n, str) and n and '/' not in n:
            full = name.rstrip('/') + '/' + n
            if full not in _io._files:
                content = _io._oracle_file(full)
                _io._files[full] = content if content is not None else ''
    return True


def _asked_by_the_program():
    """Whether the frame that called into os (through os.path or pathlib
    alone) is the program's own: a check hyexec's other library modules
    make (tempfile, makedirs) must see only what exists."""
    import sys
    f = sys._getframe(2)
    while f is not None and f.f_code.co_filename in ('<hyexec os>', '<hyexec pathlib>'):
        f = f.f_back
    return f is not None and not f.f_code.co_filename.startswith('<hyexec ')


def _oracle_exists(name):
    """Whether a file the program tests for but nobody wrote exists: the
    oracle's decision (both outcomes are tried under `cover`; none without
    an oracle, as CPython's file system says). One that does is made with
    what a file nobody wrote holds."""
    if not isinstance(name, str) or not _asked_by_the_program():
        return False
    import _hyexec
    try:
        there = _hyexec.ask('value', 'os.path.exists(%r)' % (name,), name, 'exists')
    except LookupError:
        return False
    if there is not True:
        return False
    content = _io._oracle_file(name)
    _io._files[name] = content if content is not None else ''
    return True


def listdir(path='.'):
    where = _io._abspath(path)
    prefix = where.rstrip('/') + '/'
    names = set()
    for f in list(_io._files) + list(_dirs):
        if f.startswith(prefix) and len(f) > len(prefix):
            names.add(f[len(prefix):].split('/')[0])
    if not names and where != '/' and where not in _dirs:
        if isinstance(where, str) and _oracle_dir(where):
            return listdir(path)
        raise FileNotFoundError(2, 'No such file or directory', path)
    return sorted(names)


class DirEntry:
    """An entry os.scandir yields: a virtual file or directory."""

    def __init__(self, directory, name):
        self.name = name
        self.path = path.join(directory, name)

    def is_dir(self, *, follow_symlinks=True):
        return path.isdir(self.path)

    def is_file(self, *, follow_symlinks=True):
        return path.isfile(self.path)

    def is_symlink(self):
        return False

    def is_junction(self):
        return False

    def stat(self, *, follow_symlinks=True):
        return stat(self.path)

    def inode(self):
        return stat(self.path).st_ino

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return '<DirEntry %r>' % (self.name,)


class _ScandirIterator:
    def __init__(self, directory, names):
        self._entries = iter([DirEntry(directory, n) for n in names])

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._entries)

    def close(self):
        self._entries = iter(())

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def scandir(path='.'):
    """The entries of a virtual directory, as DirEntry objects."""
    if isinstance(path, int):
        _unsupported_fd = __import__('_hyexec').unsupported
        _unsupported_fd('os.scandir of a file descriptor')
    directory = fspath(path)
    return _ScandirIterator(directory, listdir(directory))


def remove(path):
    where = _io._abspath(path)
    # A file the program removes but nobody wrote may exist (the oracle's
    # decision, as for os.path.exists).
    if where not in _io._files and not _oracle_exists(where):
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


def open(path_, flags, mode=0o777, *, dir_fd=None):
    """A descriptor on a virtual file: O_CREAT makes it, O_EXCL refuses
    one that exists, O_TRUNC empties it, O_APPEND starts at its end."""
    if dir_fd is not None:
        import _hyexec
        _hyexec.unsupported('os.open with dir_fd')
    name = fspath(path_)
    key = _io._abspath(name)
    if key == devnull:
        return _new_fd(None)
    if path.isdir(key):
        if flags & O_ACCMODE != O_RDONLY:
            raise IsADirectoryError(21, 'Is a directory', path_)
        return _new_fd(key)
    if key not in _io._files:
        if not flags & O_CREAT:
            raise FileNotFoundError(2, 'No such file or directory', path_)
        _io._files[key] = b''
        _io._touch(key)
    elif flags & O_CREAT and flags & O_EXCL:
        raise FileExistsError(17, 'File exists', path_)
    if flags & O_TRUNC and flags & O_ACCMODE != O_RDONLY:
        _io._files[key] = b''
        _io._touch(key)
    fd = _new_fd(key)
    if flags & O_APPEND:
        content = _io._files[key]
        _fds[fd][1] = len(content.encode() if isinstance(content, str) else content)
    return fd


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


def fsencode(filename):
    """A file name as bytes: UTF-8 with surrogateescape, the file system
    encoding of a C.UTF-8 run."""
    filename = fspath(filename)
    return filename.encode('utf-8', 'surrogateescape') if isinstance(filename, str) else filename


def fsdecode(filename):
    """A file name as str: UTF-8 with surrogateescape."""
    filename = fspath(filename)
    return filename.decode('utf-8', 'surrogateescape') if isinstance(filename, bytes) else filename


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
        return p in _io._files or p == devnull or self.isdir(p) or _oracle_exists(p)

    def isfile(self, p):
        p = _io._abspath(_stat_arg(p))
        return p in _io._files or (not self.isdir(p) and _oracle_exists(p))

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
        # CPython's posixpath.expanduser for `~` and `~/...` from HOME; the
        # virtual machine has no user database, so `~user` stays as written.
        p = fspath(p)
        tilde, root = (b'~', b'/') if isinstance(p, bytes) else ('~', '/')
        if not p.startswith(tilde):
            return p
        i = p.find(root, 1)
        if i < 0:
            i = len(p)
        if i != 1 or 'HOME' not in environ:
            return p
        home = environ['HOME']
        if isinstance(p, bytes):
            home = home.encode()
        home = home.rstrip(root)
        return (home + p[i:]) or root

    def realpath(self, p):
        return self.abspath(p)

    # What follows is CPython's posixpath and genericpath over the virtual
    # file system (which has no links and no mount points but the root).
    curdir, pardir, extsep, altsep, pathsep, defpath, devnull = (
        '.', '..', '.', None, ':', '/bin:/usr/bin', '/dev/null')
    supports_unicode_filenames = False

    def splitdrive(self, p):
        p = fspath(p)
        return p[:0], p

    def lexists(self, p):
        return self.exists(p)

    def islink(self, p):
        _stat_arg(p)
        return False

    def ismount(self, p):
        return self.abspath(p) == '/' if isinstance(fspath(p), str) else fspath(p) == b'/'

    def getmtime(self, p):
        return stat(p).st_mtime

    def getatime(self, p):
        return stat(p).st_atime

    def getctime(self, p):
        return stat(p).st_ctime

    def samefile(self, f1, f2):
        return stat(f1).st_ino == stat(f2).st_ino

    def commonprefix(self, m):
        if not m:
            return ''
        if not isinstance(m[0], (list, tuple)):
            m = tuple(map(fspath, m))
        s1 = min(m)
        s2 = max(m)
        for i, c in enumerate(s1):
            if c != s2[i]:
                return s1[:i]
        return s1

    def relpath(self, p, start=None):
        if not p:
            raise ValueError('no path specified')
        p = fspath(p)
        if isinstance(p, bytes):
            curdir, sep, pardir = b'.', b'/', b'..'
        else:
            curdir, sep, pardir = '.', '/', '..'
        if start is None:
            start = curdir
        else:
            start = fspath(start)
        start_list = [x for x in self.abspath(start).split(sep) if x]
        path_list = [x for x in self.abspath(p).split(sep) if x]
        i = len(self.commonprefix([start_list, path_list]))
        rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
        if not rel_list:
            return curdir
        return self.join(*rel_list)

    def commonpath(self, paths):
        if not paths:
            raise ValueError('commonpath() arg is an empty sequence')
        paths = tuple(map(fspath, paths))
        if isinstance(paths[0], bytes):
            sep, curdir = b'/', b'.'
        else:
            sep, curdir = '/', '.'
        try:
            split_paths = [p.split(sep) for p in paths]
            try:
                isabs, = set(p[:1] == sep for p in paths)
            except ValueError:
                raise ValueError("Can't mix absolute and relative paths") from None
            split_paths = [[c for c in s if c and c != curdir] for s in split_paths]
            s1 = min(split_paths)
            s2 = max(split_paths)
            common = s1
            for i, c in enumerate(s1):
                if c != s2[i]:
                    common = s1[:i]
                    break
            prefix = sep if isabs else sep[:0]
            return prefix + sep.join(common)
        except (TypeError, AttributeError):
            if len(set(type(p) for p in paths)) > 1:
                raise TypeError("Can't mix strings and bytes in path components") from None
            raise

    def expandvars(self, p):
        p = fspath(p)
        if '$' not in p:
            return p
        import re
        _varprog = re.compile(r'\$(\w+|\{[^}]*\})', re.ASCII)
        i = 0
        while True:
            m = _varprog.search(p, i)
            if not m:
                break
            i, j = m.span(0)
            name = m.group(1)
            if name.startswith('{') and name.endswith('}'):
                name = name[1:-1]
            if name in environ:
                tail = p[j:]
                p = p[:i] + environ[name]
                i = len(p)
                p += tail
            else:
                i = j
        return p


path = _Path()

# The functions that take a directory descriptor, a file descriptor for a
# path, follow_symlinks=False or effective_ids: none does on the virtual
# file system (glob and shutil then take their plain-path routes).
supports_dir_fd = set()
supports_fd = set()
supports_follow_symlinks = set()
supports_effective_ids = set()
