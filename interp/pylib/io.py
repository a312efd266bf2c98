# io: in-memory text and binary streams (no file system is touched; open()
# is served by hyexec's virtual file system).


class UnsupportedOperation(OSError, ValueError):
    pass


DEFAULT_BUFFER_SIZE = 8192
SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2


class IOBase:
    """The base of the stream classes, with _pyio.IOBase's methods for a
    class derived from it: close and closed, the context manager, iteration
    by readline(), readlines and writelines; what a class does not provide
    is UnsupportedOperation."""

    def _unsupported(self, name):
        raise UnsupportedOperation(name)  # the C io's message: the method's name

    def seek(self, pos, whence=0):
        self._unsupported('seek')

    def tell(self):
        return self.seek(0, 1)

    def truncate(self, pos=None):
        self._unsupported('truncate')

    def flush(self):
        self._checkClosed()

    __closed = False

    def close(self):
        if not self.__closed:
            try:
                self.flush()
            finally:
                self.__closed = True

    def seekable(self):
        return False

    def readable(self):
        return False

    def writable(self):
        return False

    def _checkClosed(self, msg=None):
        if self.closed:
            raise ValueError('I/O operation on closed file.' if msg is None else msg)

    @property
    def closed(self):
        return self.__closed

    def __enter__(self):
        self._checkClosed()
        return self

    def __exit__(self, *args):
        self.close()

    def fileno(self):
        self._unsupported('fileno')

    def isatty(self):
        self._checkClosed()
        return False

    def readline(self, size=-1):
        if hasattr(self, 'peek'):
            def nreadahead():
                readahead = self.peek(1)
                if not readahead:
                    return 1
                n = (readahead.find(b'\n') + 1) or len(readahead)
                if size >= 0:
                    n = min(n, size)
                return n
        else:
            def nreadahead():
                return 1
        if size is None:
            size = -1
        res = bytearray()
        while size < 0 or len(res) < size:
            b = self.read(nreadahead())
            if not b:
                break
            res += b
            if res.endswith(b'\n'):
                break
        return bytes(res)

    def __iter__(self):
        self._checkClosed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=None):
        if hint is None or hint <= 0:
            return list(self)
        n = 0
        lines = []
        for line in self:
            lines.append(line)
            n += len(line)
            if n >= hint:
                break
        return lines

    def writelines(self, lines):
        self._checkClosed()
        for line in lines:
            self.write(line)


class RawIOBase(IOBase):
    """Raw binary I/O: read() and readall() over the class's readinto()."""

    def read(self, size=-1):
        if size is None:
            size = -1
        if size < 0:
            return self.readall()
        b = bytearray(size)
        n = self.readinto(b)
        if n is None:
            return None
        del b[n:]
        return bytes(b)

    def readall(self):
        res = bytearray()
        while True:
            data = self.read(DEFAULT_BUFFER_SIZE)
            if not data:
                break
            res += data
        return bytes(res)

    def readinto(self, b):
        raise NotImplementedError  # as the C RawIOBase, not UnsupportedOperation

    def write(self, b):
        raise NotImplementedError


class BufferedIOBase(IOBase):
    """Buffered binary I/O: readinto() over the class's read()."""

    def read(self, size=-1):
        self._unsupported('read')

    def read1(self, size=-1):
        self._unsupported('read1')

    def readinto(self, b):
        data = self.read(len(b))
        n = len(data)
        b[:n] = data
        return n

    def readinto1(self, b):
        return self.readinto(b)

    def write(self, b):
        self._unsupported('write')

    def detach(self):
        self._unsupported('detach')


class TextIOBase(IOBase):
    """Text I/O: what a class derived from it does not provide is unsupported."""

    def read(self, size=-1):
        self._unsupported('read')

    def write(self, s):
        self._unsupported('write')

    def detach(self):
        self._unsupported('detach')

    encoding = None
    newlines = None
    errors = None


class _Lines:
    """Iteration by readline(), as every stream iterates."""

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line


class _MemoryIO(_Lines):
    """The buffer and position shared by StringIO and BytesIO."""

    _empty = None

    def __init__(self, initial):
        self._buf = self._empty + initial
        self._pos = 0
        self._closed = False

    @property
    def closed(self):
        return self._closed

    # Writes at the end (the usual case) are kept as pending pieces and
    # joined when the buffer is next read: appending stays linear. Every
    # _JOIN_EVERY small pieces past the first _joined ones become one, so a
    # million small writes (pprint's) do not hold a million str objects.
    _JOIN_EVERY = 1024

    def _get_buf(self):
        if self._pending:
            self._data = self._empty.join([self._data] + self._pending)
            self._pending = []
            self._joined = 0
        return self._data

    def _set_buf(self, value):
        self._data = value
        self._pending = []
        self._joined = 0
        self._size = len(value)

    _buf = property(_get_buf, _set_buf)

    def _check(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def getvalue(self):
        self._check()
        return self._buf

    def write(self, s):
        self._check()
        if not isinstance(s, type(self._empty)) and not isinstance(s, (bytes, bytearray)):
            raise TypeError(self._write_type_error(s))
        s = self._empty + s
        if self._pos == self._size:
            pending = self._pending
            pending.append(s)
            if len(pending) - self._joined >= self._JOIN_EVERY:
                pending[self._joined:] = [self._empty.join(pending[self._joined:])]
                self._joined += 1
            self._pos += len(s)
            self._size = self._pos
            return len(s)
        end = self._pos + len(s)
        if self._pos > len(self._buf):
            self._buf = self._buf + self._pad * (self._pos - len(self._buf))
        self._buf = self._buf[:self._pos] + s + self._buf[end:]
        self._pos = end
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._check()
        if size is None or size < 0:
            end = len(self._buf)
        else:
            end = min(len(self._buf), self._pos + size)
        out = self._buf[self._pos:end]
        self._pos = max(self._pos, end)
        return out

    def readline(self, size=-1):
        self._check()
        nl = self._buf.find(self._newline, self._pos)
        end = len(self._buf) if nl < 0 else nl + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = self._buf[self._pos:end]
        self._pos = max(self._pos, end)
        return out

    def readlines(self, hint=-1):
        return list(self)

    def seek(self, pos, whence=0):
        self._check()
        if whence == 1:
            pos = self._pos + pos
        elif whence == 2:
            pos = len(self._buf) + pos
        if pos < 0:
            raise ValueError('negative seek value %d' % pos)
        self._pos = pos
        return pos

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        self._buf = self._buf[:size]
        return size

    def close(self):
        self._closed = True

    def flush(self):
        pass

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class StringIO(_MemoryIO, TextIOBase):
    _empty = ''
    _pad = '\0'
    _newline = '\n'

    def __init__(self, initial_value='', newline='\n'):
        if initial_value is None:
            initial_value = ''
        if not isinstance(initial_value, str):
            raise TypeError('initial_value must be str or None, not ' + type(initial_value).__name__)
        super().__init__(initial_value)

    def _write_type_error(self, s):
        return 'string argument expected, got ' + repr(type(s).__name__)

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(self._write_type_error(s))
        return super().write(s)


class BytesIO(_MemoryIO, BufferedIOBase):
    _empty = b''
    _pad = b'\0'
    _newline = b'\n'

    def __init__(self, initial_bytes=None):
        # Only a bytes-like object (not an int, a list or a str as bytes() takes).
        if initial_bytes is None:
            initial_bytes = b''
        elif not isinstance(initial_bytes, (bytes, bytearray, memoryview)):
            raise TypeError(self._write_type_error(initial_bytes))
        super().__init__(bytes(initial_bytes))

    def _write_type_error(self, s):
        return "a bytes-like object is required, not '%s'" % type(s).__name__

    def write(self, b):
        if isinstance(b, memoryview):  # any bytes-like object, as CPython's
            b = b.tobytes()
        return super().write(b)

    def getbuffer(self):
        # A view of a copy: writes through it do not reach the stream, as
        # they would in CPython.
        return memoryview(bytearray(self._buf))

    def readinto(self, buffer):
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)


class _Buffered(BufferedIOBase):
    """BufferedWriter/BufferedRandom over a raw stream: no buffer of their
    own (writes reach `raw` at once, as after a flush); what they do is the
    raw stream's."""

    def __init__(self, raw, buffer_size=DEFAULT_BUFFER_SIZE):
        self.raw = raw

    def __getattr__(self, name):
        if name == 'raw':
            raise AttributeError(name)
        return getattr(self.raw, name)

    # IOBase's methods would answer before __getattr__: these are the raw stream's.
    def read(self, size=-1):
        return self.raw.read(size)

    def read1(self, size=-1):
        return self.raw.read(size)

    def readinto(self, b):
        return self.raw.readinto(b)

    def readline(self, size=-1):
        return self.raw.readline(size)

    def write(self, b):
        return self.raw.write(b)

    def seek(self, pos, whence=0):
        return self.raw.seek(pos, whence)

    def tell(self):
        return self.raw.tell()

    def truncate(self, pos=None):
        return self.raw.truncate(pos)

    def flush(self):
        if hasattr(self.raw, 'flush'):
            self.raw.flush()

    def close(self):
        self.raw.close()

    def readable(self):
        return self.raw.readable()

    def writable(self):
        return self.raw.writable()

    def seekable(self):
        return self.raw.seekable()

    def fileno(self):
        return self.raw.fileno()

    def isatty(self):
        return self.raw.isatty()

    def detach(self):
        raw, self.raw = self.raw, None
        return raw

    @property
    def closed(self):
        return self.raw.closed

    @property
    def name(self):
        return self.raw.name

    @property
    def mode(self):
        return self.raw.mode

    def __repr__(self):
        return '<_io.%s>' % type(self).__name__

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class BufferedWriter(_Buffered):
    def read(self, size=-1):
        raise UnsupportedOperation('read')


class BufferedReader(_Buffered):
    """Reads through a buffer of what the raw stream gave ahead (peek()), as
    _pyio.BufferedReader does; tell() and seek() account for it."""

    def __init__(self, raw, buffer_size=DEFAULT_BUFFER_SIZE):
        if buffer_size <= 0:
            raise ValueError('invalid buffer size')
        self.raw = raw
        self.buffer_size = buffer_size
        self._ahead = b''

    def _fill(self, n):
        """Raw reads until `n` bytes are ahead or the stream ends."""
        while len(self._ahead) < n:
            chunk = self.raw.read(max(self.buffer_size, n - len(self._ahead)))
            if not chunk:
                break
            self._ahead += chunk

    def read(self, size=-1):
        if size is None or size < 0:
            rest = self.raw.read()
            data, self._ahead = self._ahead + (rest or b''), b''
            return data
        self._fill(size)
        data, self._ahead = self._ahead[:size], self._ahead[size:]
        return data

    def read1(self, size=-1):
        if not self._ahead:
            self._fill(1)
        if size is None or size < 0:
            size = len(self._ahead)
        data, self._ahead = self._ahead[:size], self._ahead[size:]
        return data

    def peek(self, size=0):
        self._fill(1)
        return self._ahead

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def readline(self, size=-1):
        line = bytearray()
        while size is None or size < 0 or len(line) < size:
            if not self._ahead:
                self._fill(1)
                if not self._ahead:
                    break
            nl = self._ahead.find(b'\n')
            end = len(self._ahead) if nl < 0 else nl + 1
            if size is not None and size >= 0:
                end = min(end, size - len(line))
            line += self._ahead[:end]
            self._ahead = self._ahead[end:]
            if line.endswith(b'\n'):
                break
        return bytes(line)

    def tell(self):
        return self.raw.tell() - len(self._ahead)

    def seek(self, pos, whence=0):
        if whence == 1:
            pos -= len(self._ahead)
        self._ahead = b''
        return self.raw.seek(pos, whence)

    def write(self, b):
        raise UnsupportedOperation('write')


class BufferedRandom(_Buffered):
    pass


class TextIOWrapper(_Lines, TextIOBase):
    """Text over a binary stream: str written is encoded into `buffer` at
    once; reads decode what the buffer holds, newlines translated as
    CPython's universal-newline mode does when `newline` is None."""

    def __init__(self, buffer, encoding=None, errors=None, newline=None,
                 line_buffering=False, write_through=False):
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError('illegal newline value: %s' % (newline,))
        self.buffer = buffer
        if encoding == 'locale':  # io.text_encoding's name for the locale's: C.UTF-8
            encoding = None
        self.encoding = encoding or 'utf-8'
        self.errors = errors or 'strict'
        self._newline = newline
        self.line_buffering = line_buffering
        self.write_through = write_through
        self.newlines = None
        self._pending = []

    @property
    def closed(self):
        return self.buffer.closed

    def write(self, s):
        """Kept until flush() (or a newline under line_buffering), as
        CPython's text layer holds what it has not yet encoded."""
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not ' + type(s).__name__)
        text = s
        if self._newline not in (None, '', '\n'):
            text = text.replace('\n', self._newline)
        self._pending.append(text)
        if self.write_through or (self.line_buffering and ('\n' in s or '\r' in s)):
            self.flush()
        return len(s)

    def _translate(self, text):
        if self._newline is None:
            return text.replace('\r\n', '\n').replace('\r', '\n')
        return text

    def read(self, size=-1):
        if hasattr(self.buffer, 'readable') and not self.buffer.readable():
            raise UnsupportedOperation('not readable')
        self.flush()
        text = self._translate(self.buffer.read().decode(self.encoding, self.errors))
        if size is None or size < 0 or size >= len(text):
            return text
        self.buffer.seek(-len(text[size:].encode(self.encoding, self.errors)), 1)
        return text[:size]

    def readline(self, size=-1):
        self.flush()
        line = b''
        while True:
            c = self.buffer.read(1)
            if not c:
                break
            line += c
            if c == b'\n':
                break
        return self._translate(line.decode(self.encoding, self.errors))

    def flush(self):
        if self._pending:
            text, self._pending = ''.join(self._pending), []
            self.buffer.write(text.encode(self.encoding, self.errors))
        if hasattr(self.buffer, 'flush'):
            self.buffer.flush()

    def close(self):
        if not self.buffer.closed:
            self.flush()
        self.buffer.close()

    def detach(self):
        self.flush()
        buffer, self.buffer = self.buffer, None
        return buffer

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def isatty(self):
        return False

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def seekable(self):
        return self.buffer.seekable()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


# The virtual file system: path -> contents (str for text written, bytes for
# binary). It starts empty; the program's own writes fill it, so a program
# that writes a file and reads it back behaves as on a real disk.
_files = {}
_MODES = set('rwxabt+')
# The directory os.chdir went to (a run starts at the root). Files and
# directories are kept under their absolute, normalized names, so that
# 'a.txt', './a.txt' and '/a.txt' are one file, as on a real disk.
_cwd = ['/']


# The virtual clock's time of each file's last change (os.stat's st_mtime).
_mtimes = {}


def _touch(key):
    import time
    _mtimes[key] = time.time()


def _abspath(name):
    if not isinstance(name, str):
        return name
    if not name.startswith('/'):
        name = _cwd[0].rstrip('/') + '/' + name
    parts = []
    for part in name.split('/'):
        if part == '..':
            if parts:
                parts.pop()
        elif part and part != '.':
            parts.append(part)
    return '/' + '/'.join(parts)


def _is_directory(key):
    """Whether the absolute name is a directory of the virtual file system:
    the root, one os.mkdir made, or one a file lies under."""
    if key == '/':
        return True
    import os
    if key in os._dirs:
        return True
    prefix = key + '/'
    return any(isinstance(k, str) and k.startswith(prefix) for k in _files)


class _VirtualFile:
    """What open() returns: a StringIO or BytesIO over the file's contents
    that stores them back in the virtual file system on each change."""

    _fd = None  # its number, once fileno() gave it one
    _codec = None  # (encoding, errors) of a text file written in another encoding than UTF-8

    def _setup(self, name, mode, key):
        self.name = name
        self._key = key  # the name in _files
        self.mode = mode
        self._readable = 'r' in mode or '+' in mode
        self._writable = 'r' not in mode or '+' in mode
        if 'a' in mode:
            self._pos = len(self._buf)

    def read(self, size=-1):
        if not self._readable:
            raise UnsupportedOperation('not readable')
        return super().read(size)

    def readline(self, size=-1):
        if not self._readable:
            raise UnsupportedOperation('not readable')
        return super().readline(size)

    def _set_codec(self, encoding, errors):
        """A text file's encoding and errors: what its writes keep of
        their text is what the encoding can encode (the file keeps text)."""
        if encoding == 'locale':  # io.text_encoding's name for the locale's, UTF-8
            encoding = None
        self.encoding = 'UTF-8' if encoding is None else encoding
        self.errors = 'strict' if errors is None else errors
        if encoding is not None:
            ''.encode(encoding)  # LookupError for an unknown encoding, as CPython's open()
            if encoding.lower().replace('_', '-') not in ('utf-8', 'utf8'):
                self._codec = (encoding, self.errors)

    def fileno(self):
        if self.closed:
            raise ValueError('I/O operation on closed file')
        if self._fd is None:
            import os
            self._fd = os._new_fd(self._key)
        return self._fd

    def close(self):
        if self._fd is not None:
            import os
            os._fds.pop(self._fd, None)
            self._fd = None
        super().close()

    def write(self, s):
        if not self._writable:
            raise UnsupportedOperation('not writable')
        given = s
        if self._codec is not None and isinstance(s, str):
            s = s.encode(*self._codec).decode(self._codec[0])
        if 'a' in self.mode:
            self._pos = len(self._buf)
        n = super().write(s)
        if s is not given:
            n = len(given)  # the characters given, as CPython's TextIOWrapper
        if self._key is not None:  # not /dev/null
            _files[self._key] = self._buf
            _touch(self._key)
        return n

    def truncate(self, size=None):
        n = super().truncate(size)
        if self._key is not None:  # not /dev/null
            _files[self._key] = self._buf
            _touch(self._key)
        return n

    def readable(self):
        return self._readable

    def writable(self):
        return self._writable

    def __repr__(self):
        if isinstance(self, BytesIO):
            kind = '_io.BufferedReader' if self.mode == 'rb' else '_io.BufferedWriter'
            return "<%s name=%r>" % (kind, self.name)
        return "<_io.TextIOWrapper name=%r mode=%r encoding='UTF-8'>" % (self.name, self.mode)


class _TextFile(_VirtualFile, StringIO):
    pass


class _BinaryFile(_VirtualFile, BytesIO):
    def peek(self, size=0):
        """A BufferedReader's (a file opened to read in binary): the bytes
        ahead in its buffer, without moving; the buffer holds the rest of
        the block the position is in (open() sizes it by the file system's
        block, st_blksize: 4096 on Linux's, not DEFAULT_BUFFER_SIZE)."""
        if not self._readable:
            raise AttributeError("'_io.BufferedWriter' object has no attribute 'peek'")
        if self.closed:
            raise ValueError('peek of closed file')
        end = self._pos + 4096 - self._pos % 4096
        return self._buf[self._pos:end]


def _oracle_file(name):
    """The contents the oracle gives a file the program reads but nobody
    wrote (None without an oracle): snippets read files they do not ship."""
    import _hyexec
    try:
        content = _hyexec.ask('value', 'open(%r).read()' % (name,), str(name), 'file')
    except LookupError:
        return None
    return content if isinstance(content, (str, bytes)) else None


def text_encoding(encoding, stacklevel=2):
    """The encoding a text file opened with `encoding` has: "locale" for
    None, as CPython outside UTF-8 mode."""
    return 'locale' if encoding is None else encoding


def open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None,
         closefd=True, opener=None):
    if hasattr(type(file), '__fspath__'):  # os.PathLike (pathlib.Path)
        file = file.__fspath__()
    if not isinstance(file, (str, bytes, int)):
        raise TypeError('expected str, bytes or os.PathLike object, not ' + type(file).__name__)
    if not isinstance(mode, str):
        raise TypeError('open() argument \'mode\' must be str, not ' + type(mode).__name__)
    if any(c not in _MODES for c in mode) or len(set(mode)) != len(mode):
        raise ValueError('invalid mode: %r' % mode)
    if 'b' in mode and 't' in mode:
        raise ValueError("can't have text and binary mode at once")
    if sum(1 for c in 'rwxa' if c in mode) != 1:
        raise ValueError('must have exactly one of create/read/write/append mode')
    binary = 'b' in mode
    name, file = file, _abspath(file)
    if name == '' or name == b'':  # names no file, not the working directory
        raise FileNotFoundError(2, 'No such file or directory', name)
    if _is_directory(file):
        raise IsADirectoryError(21, 'Is a directory', name)
    if isinstance(name, str) and name.endswith('/'):
        # A trailing slash names a directory, by the kernel's rules: no
        # file can be made there, and an existing file is no directory.
        if 'r' not in mode:
            raise IsADirectoryError(21, 'Is a directory', name)
        if file in _files or file == '/dev/null':
            raise NotADirectoryError(20, 'Not a directory', name)
        raise FileNotFoundError(2, 'No such file or directory', name)
    if file == '/dev/null':  # reads nothing, keeps nothing written
        f = _BinaryFile(b'') if binary else _TextFile('')
        f._setup(name, mode, None)
        return f
    exists = file in _files
    if 'r' in mode and not exists:
        content = _oracle_file(name)
        if content is None:
            raise FileNotFoundError(2, 'No such file or directory', name)
        _files[file] = content
        exists = True
    if 'x' in mode and exists:
        raise FileExistsError(17, 'File exists', name)
    content = _files.get(file, b'' if binary else '') if ('r' in mode or 'a' in mode) else None
    if content is None or file not in _files:  # 'w' truncates, 'a' and 'x' create
        content = b'' if binary else '' if content is None else content
        _files[file] = content
        _touch(file)
    if binary and isinstance(content, str):
        content = content.encode()
    if not binary and not isinstance(content, str):
        content = bytes(content).decode()
    f = _BinaryFile(content) if binary else _TextFile(content)
    f._setup(name, mode, file)
    if not binary:
        f._set_codec(encoding, errors)
    return f
