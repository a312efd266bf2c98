# io: in-memory text and binary streams (no file system is touched; open()
# is served by hyexec's virtual file system).


class UnsupportedOperation(OSError, ValueError):
    pass


class _MemoryIO:
    """The buffer and position shared by StringIO and BytesIO."""

    _empty = None

    def __init__(self, initial):
        self._buf = self._empty + initial
        self._pos = 0
        self.closed = False

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

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

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
        self.closed = True

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


class StringIO(_MemoryIO):
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


class BytesIO(_MemoryIO):
    _empty = b''
    _pad = b'\0'
    _newline = b'\n'

    def __init__(self, initial_bytes=b''):
        super().__init__(bytes(initial_bytes))

    def _write_type_error(self, s):
        return "a bytes-like object is required, not '%s'" % type(s).__name__

    def getbuffer(self):
        return bytearray(self._buf)
