# io.TextIOWrapper over a binary stream, and the Buffered* classes.
import io

raw = io.BytesIO(b'ab')
t = io.TextIOWrapper(io.BufferedWriter(raw), 'utf-8', newline='\n')
print(t.write('x\ny\u00e9'), t.encoding, t.errors, t.line_buffering)
t.flush()
print(t.buffer.raw is raw, raw.getvalue())
r = io.TextIOWrapper(io.BytesIO(b'a\r\nb\rc\n'))
print(repr(r.readline()), repr(r.read()))
w = io.TextIOWrapper(io.BytesIO(), newline='\r\n')
w.write('1\n2\n')
print(w.buffer.getvalue())
w.flush()
print(w.buffer.getvalue())
lb = io.TextIOWrapper(io.BytesIO(), line_buffering=True)
lb.write('a')
print(lb.buffer.getvalue())
lb.write('b\nc')
print(lb.buffer.getvalue())
print(io.DEFAULT_BUFFER_SIZE, io.SEEK_END)
print(isinstance(t, io.TextIOBase), isinstance(t.buffer, io.BufferedIOBase))
try:
    t.write(b'bytes')
except TypeError as e:
    print('TypeError', e)
try:
    io.TextIOWrapper(io.BytesIO(), newline='x')
except ValueError as e:
    print('ValueError', e)
