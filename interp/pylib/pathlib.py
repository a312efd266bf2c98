"""pathlib for hyexec: POSIX paths as CPython's PurePosixPath (parts,
name/suffix/stem/parent, joining with /, comparison, with_name and
with_suffix) and Path over the run's virtual file system (exists, is_file,
is_dir, open, read/write of text and bytes, unlink, mkdir, iterdir, rename,
stat, glob). The methods that need the host (owner, symlinks) are
unsupported, named."""

import io
import os

from _unsupported import function as _unsupported

__all__ = ['PurePath', 'PurePosixPath', 'PureWindowsPath', 'Path', 'PosixPath', 'WindowsPath']


def _parse(args):
    """The root ('/' or '') and the parts after it, as CPython's posix flavour
    splits them: empty and '.' components dropped, '..' kept."""
    root, parts = '', []
    for a in args:
        if isinstance(a, PurePath):
            a = str(a)
        else:
            a = os.fspath(a)
            if not isinstance(a, str):
                raise TypeError('argument should be a str object or an os.PathLike object '
                                'returning str, not %r' % type(a))
        if a.startswith('/'):
            # POSIX keeps exactly two leading slashes, and folds three or more into one.
            root = '//' if a.startswith('//') and not a.startswith('///') else '/'
            parts = []
        parts += [p for p in a.split('/') if p and p != '.']
    return root, parts


class PurePath:
    __slots__ = ('_root', '_parts')

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        self = object.__new__(cls)
        self._root, self._parts = _parse(args)
        return self

    def _from(self, root, parts):
        new = object.__new__(type(self))
        new._root, new._parts = root, list(parts)
        return new

    def __str__(self):
        return (self._root + '/'.join(self._parts)) or '.'

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(str(self)) if hasattr(os, 'fsencode') else str(self).encode()

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self.as_posix())

    def _key(self):
        return (self._root, self._parts)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash(str(self))

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() >= other._key()

    def __truediv__(self, key):
        try:
            return self.joinpath(key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)(key, self)
        except TypeError:
            return NotImplemented

    def joinpath(self, *args):
        root, parts = _parse((self,) + args)
        return self._from(root, parts)

    @property
    def parts(self):
        return tuple(([self._root] if self._root else []) + self._parts)

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def name(self):
        return self._parts[-1] if self._parts else ''

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        return name[i:] if 0 < i < len(name) - 1 else ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name, suffix = self.name, self.suffix
        return name[:len(name) - len(suffix)] if suffix else name

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._from(self._root, self._parts[:-1])

    @property
    def parents(self):
        return tuple(self._from(self._root, self._parts[:i])
                     for i in range(len(self._parts) - 1, -1, -1))

    def with_name(self, name):
        if not self.name:
            raise ValueError('%r has an empty name' % (self,))
        if not name or '/' in name or name == '.':
            raise ValueError('Invalid name %r' % (name,))
        return self._from(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if '/' in suffix or suffix and not suffix.startswith('.') or suffix == '.':
            raise ValueError('Invalid suffix %r' % (suffix,))
        if not self.name:
            raise ValueError('%r has an empty name' % (self,))
        return self.with_name(self.stem + suffix)

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def relative_to(self, *other):
        base = type(self)(*other)
        n = len(base._parts)
        if base._root != self._root or self._parts[:n] != base._parts:
            raise ValueError('%r is not in the subpath of %r OR one path is relative and the '
                             'other is absolute.' % (str(self), str(base)))
        return self._from('', self._parts[n:])

    def match(self, path_pattern):
        import fnmatch
        pat = type(self)(path_pattern)
        if not pat._parts:
            raise ValueError('empty pattern')
        if pat._root and (pat._root != self._root or len(pat._parts) != len(self._parts)):
            return False
        if len(pat._parts) > len(self._parts):
            return False
        return all(fnmatch.fnmatchcase(p, q)
                   for p, q in zip(reversed(self._parts), reversed(pat._parts)))


class PurePosixPath(PurePath):
    __slots__ = ()


PureWindowsPath = _unsupported('pathlib.PureWindowsPath')


class Path(PurePath):
    """A path on the run's virtual file system."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return PurePath.__new__(cls, *args)

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls('/root')

    def absolute(self):
        return self if self._root else type(self)(os.getcwd(), self)

    def resolve(self, strict=False):
        return type(self)(os.path.abspath(str(self)))

    def exists(self):
        return os.path.exists(str(self))

    def is_file(self):
        return os.path.isfile(str(self))

    def is_dir(self):
        return os.path.isdir(str(self))

    def is_symlink(self):
        return False

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return io.open(str(self), mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None):
        with self.open('r', encoding=encoding, errors=errors) as f:
            return f.read()

    def read_bytes(self):
        with self.open('rb') as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % type(data).__name__)
        with self.open('w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def write_bytes(self, data):
        view = memoryview(data)
        with self.open('wb') as f:
            return f.write(view)

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, 'File exists', str(self))
            return
        self.open('w').close()

    def unlink(self, missing_ok=False):
        try:
            os.remove(str(self))
        except FileNotFoundError:
            if not missing_ok:
                raise

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        if parents:
            os.makedirs(str(self), exist_ok=exist_ok)
            return
        try:
            os.mkdir(str(self))
        except FileExistsError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        os.rmdir(str(self))

    def rename(self, target):
        os.rename(str(self), str(target))
        return type(self)(target)

    replace = rename

    def iterdir(self):
        for name in os.listdir(str(self)):
            yield self / name

    def stat(self, *, follow_symlinks=True):
        return os.stat(str(self))

    lstat = stat

    def glob(self, pattern):
        """The paths under this directory that `pattern` matches, part by
        part (`**`: this directory and every one below), in the virtual
        file system's (sorted) order."""
        if not pattern:
            raise ValueError("Unacceptable pattern: %r" % (pattern,))
        return self._glob([p for p in pattern.split('/') if p])

    def rglob(self, pattern):
        return self.glob('**/' + pattern)

    def _glob(self, parts):
        import fnmatch
        if not parts:
            yield self
            return
        head, rest = parts[0], parts[1:]
        if head == '**':
            yield from self._glob(rest)
            for child in self.iterdir():
                if child.is_dir():
                    yield from child._glob(parts)
            return
        for child in self.iterdir():
            if fnmatch.fnmatchcase(child.name, head):
                if not rest:
                    yield child
                elif child.is_dir():
                    yield from child._glob(rest)

    def samefile(self, other_path):
        return self.resolve() == type(self)(other_path).resolve()

    def expanduser(self):
        return self

    owner = _unsupported('pathlib.Path.owner')
    group = _unsupported('pathlib.Path.group')
    chmod = _unsupported('pathlib.Path.chmod')
    readlink = _unsupported('pathlib.Path.readlink')
    symlink_to = _unsupported('pathlib.Path.symlink_to')
    hardlink_to = _unsupported('pathlib.Path.hardlink_to')


class PosixPath(Path, PurePosixPath):
    __slots__ = ()


WindowsPath = _unsupported('pathlib.WindowsPath')
