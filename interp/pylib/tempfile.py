"""tempfile for hyexec, over the run's virtual file system (io._files,
os._dirs): temporary files and directories under /tmp, named from a
counter (deterministic: one run names them alike each time), removed when
closed or cleaned up as CPython's are."""

import io as _io
import os as _os

__all__ = ['NamedTemporaryFile', 'TemporaryFile', 'SpooledTemporaryFile', 'TemporaryDirectory',
           'mkstemp', 'mkdtemp', 'mktemp', 'TMP_MAX', 'gettempprefix', 'tempdir',
           'gettempdir', 'gettempprefixb', 'gettempdirb']

TMP_MAX = 10000
template = 'tmp'
tempdir = None
_count = [0]


def gettempprefix():
    return template


def gettempprefixb():
    return template.encode()


def gettempdir():
    return tempdir if tempdir is not None else '/tmp'


def gettempdirb():
    return gettempdir().encode()


def _name(suffix, prefix, dir):
    while True:
        _count[0] += 1
        name = _os.path.join(dir if dir is not None else gettempdir(),
                             '%s%08d%s' % (template if prefix is None else prefix, _count[0],
                                           '' if suffix is None else suffix))
        if not _os.path.exists(name):
            return name


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    name = _name(suffix, prefix, dir)
    _io._files[_io._abspath(name)] = '' if text else b''
    return _os._new_fd(_io._abspath(name)), _os.path.abspath(name)


def mkdtemp(suffix=None, prefix=None, dir=None):
    name = _name(suffix, prefix, dir)
    _os.makedirs(name)
    return _os.path.abspath(name)


def mktemp(suffix='', prefix=template, dir=None):
    return _name(suffix, prefix, dir)


class _TemporaryFileWrapper:
    """A file of the virtual file system that is removed when closed (when
    `delete`), as NamedTemporaryFile's."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()

    def __iter__(self):
        return iter(self.file)

    def close(self):
        self.file.close()
        if self.delete and self.name in _io._files:
            del _io._files[self.name]


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
                       prefix=None, dir=None, delete=True, *, errors=None):
    name = _os.path.abspath(_name(suffix, prefix, dir))
    return _TemporaryFileWrapper(_io.open(name, mode), name, delete)


TemporaryFile = NamedTemporaryFile


class SpooledTemporaryFile(_TemporaryFileWrapper):
    """In memory, as CPython's until max_size is passed (never rolled over)."""

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None, newline=None,
                 suffix=None, prefix=None, dir=None, *, errors=None):
        file = _io.BytesIO() if 'b' in mode else _io.StringIO()
        _TemporaryFileWrapper.__init__(self, file, None, False)
        self._rolled = False

    def rollover(self):
        self._rolled = True


class TemporaryDirectory:
    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors

    def __repr__(self):
        return '<%s %r>' % (self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        import shutil
        if _os.path.isdir(self.name):
            shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
