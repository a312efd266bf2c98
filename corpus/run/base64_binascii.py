# base64 and binascii: encodings, decodings, their errors, hexlify separators, CRCs.
import base64, binascii
for data in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(256))[:40]]:
    e = base64.b64encode(data)
    print(e, base64.b64decode(e) == data, base64.b32encode(data), base64.b32decode(base64.b32encode(data)) == data, base64.b16encode(data)[:20], base64.urlsafe_b64encode(data), base64.b32hexencode(data))
print(base64.b64decode('Zm9v YmFy\n'), base64.b64decode(b'Zm9vYg=='), base64.urlsafe_b64decode('-_8='), base64.b16decode('666F6F'), base64.b16decode('666f6f', casefold=True))
print(base64.encodebytes(b'x' * 100), base64.decodebytes(b'eHh4\n'), base64.b64encode(b'\xff\xfe', altchars=b'-_'))
for bad in [lambda: base64.b64decode('Zm9vY'), lambda: base64.b64decode('Zm9vYg'), lambda: base64.b64decode('Zm9v!', validate=True), lambda: base64.b32decode('MZXW6==='), lambda: base64.b16decode('6g'), lambda: binascii.unhexlify('abc'), lambda: binascii.unhexlify('zz'), lambda: base64.b64decode('é')]:
    try:
        print(bad())
    except (binascii.Error, ValueError) as e:
        print(type(e).__name__, e)
print(binascii.hexlify(b'\x01\xab\xff'), binascii.hexlify(b'\x01\xab\xff\x10', '-'), binascii.hexlify(b'\x01\xab\xff\x10\x11', b':', 2), binascii.hexlify(b'\x01\xab\xff', ' ', -2), binascii.unhexlify(b'01AbfF'))
print(binascii.crc32(b'hello world'), binascii.crc32(b'world', binascii.crc32(b'hello ')), binascii.crc_hqx(b'hello', 0), binascii.b2a_base64(b'abc'), binascii.a2b_base64(b'YWJj\n'))
