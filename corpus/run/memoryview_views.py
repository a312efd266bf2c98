# memoryview: views of bytes, bytearray and array that read and write
# through, slices, casts, the buffer protocol's consumers, and the errors.
import array
import struct

b = bytearray(b'abcdef')
m = memoryview(b)
print(len(m), m[0], m[-1], m[1:3].tobytes(), bytes(m[::2]), list(m[::-1]))
print(m.readonly, m.format, m.itemsize, m.nbytes, m.ndim, m.shape, m.strides)
m[0] = 65
m[1:3] = b'XY'
print(b)
m2 = m[2:5]
m2[0] = 48
print(b, m2.obj is b)
for bad in (lambda: m.__setitem__(0, 256), lambda: m.__setitem__(0, 'a'),
            lambda: m.__setitem__(slice(0, 2), b'abc'), lambda: m[10],
            lambda: m.__delitem__(0), lambda: memoryview(b'xyz').__setitem__(0, 1),
            lambda: hash(m), lambda: memoryview('abc'), lambda: memoryview(b'abc').cast('i')):
    try:
        bad()
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)

r = memoryview(b'xyz')
print(r == b'xyz', r == memoryview(b'xyz'), r != b'xy', r == 'xyz', hash(r) == hash(b'xyz'))
print(r.tolist(), r.hex(), r.hex(':'), r.hex('-', 2), list(r), r.tobytes())

a = array.array('i', [1, 2, 3, -4])
ma = memoryview(a)
print(len(ma), ma.format, ma.itemsize, ma.nbytes, ma[3], ma.tolist(), ma[1:].tolist())
ma[0] = 100
print(a)

c = memoryview(bytearray(8)).cast('i')
c[1] = 7
print(c.tolist(), c.obj, c.format, len(c))
print(memoryview(b'\x01\x00\x00\x00\x02\x00\x00\x00').cast('I').tolist())
print(list(memoryview(b'abc').cast('c')), memoryview(b'ab').cast('c')[0])
print(memoryview(b'abc')[::-1].tobytes(), memoryview(bytearray(b'abcd'))[::-2].tolist())

with memoryview(b'ab') as q:
    print(q[0])
try:
    q[0]
except ValueError as e:
    print('ValueError', e)

x = memoryview(b'hello')
print(bytes(x[1:4]), bytearray(x), b'>' + x, str(x, 'ascii'), int(memoryview(b'42')),
      float(memoryview(b'2.5')), eval(memoryview(b'6 * 7')))
ba = bytearray(b'123')
ba += memoryview(b'45')
ba[0:2] = memoryview(b'zz')
print(ba, b'-'.join([x, b'!']), b'hello'.find(x[2:]), bytearray(b'abc').startswith(x[:1]))
print(type(x), isinstance(x, memoryview), memoryview.__name__)
print(struct.unpack('<H', memoryview(b'\x01\x02')), struct.unpack_from('B', memoryview(b'\x05\x06'), 1))
print(m.toreadonly().readonly, m.contiguous, m[::2].contiguous, m[::2].c_contiguous)
print(b'abcdef'.hex(':', -4), b'abcdef'.hex(':', 4), b'ab'.hex(sep='-'))
