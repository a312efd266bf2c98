# binascii's quoted-printable and uuencode, base64 (CPython's own module) with
# Ascii85/Base85 over memoryview and array inputs, bytes.translate/maketrans,
# struct.Struct.
import base64
import binascii
import struct
from array import array
samples = [b'', b'hello world', b'a=b\tc \n', b'x'*100, b'line1\r\nline2 \r\n', b'.\n', b'\xff\x00 _end ', b'tab\t', b'=\n', bytes(range(256))]
for d in samples:
    for kw in ({}, {'quotetabs': True}, {'istext': False}, {'header': True}):
        e = binascii.b2a_qp(d, **kw)
        print(e, binascii.a2b_qp(e, header=kw.get('header', False)) == d)
for d in [b'', b'a', b'hello world!', bytes(range(45))]:
    e = binascii.b2a_uu(d); print(e, binascii.a2b_uu(e) == d, binascii.b2a_uu(d, backtick=True))
print(binascii.a2b_uu(b''), binascii.a2b_uu(b'!'), binascii.a2b_qp(b'=4'), binascii.a2b_qp('a=41=\r\nb=zz'))
for bad in [b'! \x01', b'!!!!!  x']:
    try: print(binascii.a2b_uu(bad))
    except binascii.Error as e: print('Error', e)
try: binascii.b2a_uu(b'x'*46)
except binascii.Error as e: print('Error', e)
print(base64.b64encode(b'hello'), base64.b64decode(memoryview(b'aGVsbG8=')), base64.a85encode(b'hello world'), base64.b85encode(b'hello'))
print(base64.a85decode(base64.a85encode(b'hello world', adobe=True), adobe=True), base64.b85decode(b'Xk~0{Zv'))
print(base64.b32encode(b'abc'), base64.b32decode(b'MFRGG==='), base64.b16encode(b'ab'), base64.encodebytes(b'x'*60))
print(base64.b64encode(array('B', b'abc')))
print(base64.a85encode(b'\0\0\0\0 ', foldspaces=True, wrapcol=3, pad=True))
print(b'abc'.translate(None, b'b'), bytearray(b'abc').translate(bytes.maketrans(b'a', b'z')), bytes.maketrans(b'', b'')[:3])
try: b'a'.translate(b'xx')
except Exception as e: print(type(e).__name__, e)
try: bytes.maketrans(b'a', b'')
except Exception as e: print(type(e).__name__, e)
try: b'a'.translate('x'*256)
except Exception as e: print(type(e).__name__, e)
print(b'abc'.translate(None, delete=b'c'), bytearray.maketrans(b'a', b'b')[97:98], type(bytearray.maketrans(b'a', b'b')))
print(b'hello'.translate(bytes.maketrans(b'lo', b'01'), memoryview(b'h')))
s = struct.Struct('<hI')
print(s.size, s.format, s.pack(1, 2), s.unpack(b'\x01\x00\x02\x00\x00\x00'), struct.Struct(b'>H').format)
print(list(s.iter_unpack(s.pack(1, 2) * 2)), s.unpack_from(b'xx' + s.pack(3, 4), 2))
buf = bytearray(8); s.pack_into(buf, 1, 5, 6); print(buf)
try: struct.Struct('z')
except struct.error as e: print('error', e)
print(binascii.hexlify(memoryview(b'ab')), binascii.crc32(array('B', b'abc')))
