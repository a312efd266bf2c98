# File descriptors over the virtual files (tempfile.mkstemp, os.write,
# os.fstat of a file object's fileno()) and a text file's encoding and errors.
import logging
import logging.handlers
import os
import tempfile

fd, fn = tempfile.mkstemp(suffix='.ini')
print(os.write(fd, b'hello\n'), os.write(fd, bytearray(b'world\n')), os.fstat(fd).st_size)
os.close(fd)
print(repr(open(fn).read()))
with open(fn, 'w', encoding='ascii', errors='ignore') as f:
    print(f.encoding, f.errors, f.write('Øresund'), f.fileno() > 2)
print(open(fn, encoding='utf-8').read())
try:
    with open(fn, 'w', encoding='ascii') as f:
        f.write('The Øresund')
except UnicodeEncodeError as e:
    print(e)
with open(fn, 'w', encoding='ascii', errors='backslashreplace') as f:
    f.write('😂 ☃️ Malmö')
print(open(fn).read())
h = logging.handlers.WatchedFileHandler(fn, encoding='utf-8')
h.handle(logging.makeLogRecord({'msg': 'Test'}))
os.unlink(fn)
h.handle(logging.makeLogRecord({'msg': 'Test2'}))
print(os.path.exists(fn), repr(open(fn).read()))
h.close()
for bad in (99, 'x'):
    try:
        os.write(bad, b'x')
    except (OSError, TypeError) as e:
        print(type(e).__name__, e)
try:
    open(fn, 'w', encoding='nope')
except LookupError as e:
    print(e)
