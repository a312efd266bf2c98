# io's base classes as CPython's _pyio has them (a class derived from
# IOBase, RawIOBase or BufferedIOBase gets the context manager, iteration,
# readlines; BufferedReader buffers ahead: peek), which CPython's gzip
# builds on; os.strerror and os.path's posixpath functions.
import gzip
import io
import os


class Raw(io.RawIOBase):
    def __init__(self, data):
        self.data, self.pos = data, 0

    def readable(self):
        return True

    def readinto(self, b):
        chunk = self.data[self.pos:self.pos + min(len(b), 3)]
        b[:len(chunk)] = chunk
        self.pos += len(chunk)
        return len(chunk)


with Raw(b'one\ntwo\nthree') as r:
    print(r.read(2), r.readline(), list(r), r.closed)
print(r.closed)
b = io.BufferedReader(Raw(b'abc\ndef'))
print(b.peek(1)[:1], b.read(2), b.readline(), b.read())
try:
    b.tell()
except io.UnsupportedOperation as e:
    print('UnsupportedOperation', e)
try:
    Raw(b'').write(b'x')
except NotImplementedError:
    print('NotImplementedError')
print(isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.StringIO(), io.TextIOBase),
      isinstance(io.BytesIO(), io.IOBase))
try:
    io.BufferedIOBase().read()
except io.UnsupportedOperation as e:
    print('UnsupportedOperation', e)
print(io.BytesIO(b'xyz').getbuffer().nbytes, bytes(io.BytesIO(b'xyz').getbuffer()))

data = b'hello world ' * 50
c = gzip.compress(data, mtime=0)
print(len(c) < len(data), gzip.decompress(c) == data, c[:4])
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode='wb', mtime=0) as f:
    f.write(b'abc\nline two\n')
buf.seek(0)
with gzip.GzipFile(fileobj=buf) as f:
    print(f.readline(), f.read())
with gzip.open('probe.gz', 'wt') as f:
    f.write('text\n')
with gzip.open('probe.gz', 'rt') as f:
    print(repr(f.read()))

print(os.strerror(2), os.strerror(13), os.strerror(9999), os.O_RDONLY, os.O_CREAT | os.O_WRONLY)
p = os.path
print(p.relpath('/a/b/c', '/a'), p.relpath('/a', '/a/b/c'), p.commonpath(['/a/b/c', '/a/b/d']),
      p.commonprefix(['abc', 'abd']), p.splitdrive('/x'), p.islink('/tmp'), p.ismount('/'))
try:
    p.commonpath(['/a', 'b'])
except ValueError as e:
    print('ValueError', e)
