# io: StringIO/BytesIO writes at the end and in the middle, seeks, truncation, files.
import io
s = io.StringIO()
for i in range(5):
    s.write('ab%d' % i)
print(s.getvalue(), s.tell())
s.seek(2); s.write('ZZ'); print(s.getvalue()); s.write('tail!!!!!!!!!'); print(s.getvalue())
s.seek(0); print(s.read(3), s.readline())
s.seek(0); s.truncate(); s.write('x'); print(repr(s.getvalue()))
s.seek(5); s.write('y'); print(repr(s.getvalue()))
b = io.BytesIO(b'12'); b.seek(0, 2); b.write(b'34'); b.write(bytearray(b'5')); print(b.getvalue())
with open('f.txt', 'w') as f:
    f.write('line1\n'); f.write('line2\n')
print(open('f.txt').read())
with open('f.txt', 'a') as f:
    f.write('line3\n')
print(open('f.txt').readlines())
