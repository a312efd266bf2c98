# zlib (Debian's): compress/decompress by wbits, checksums, errors, constants.
import zlib
print(zlib.compress(b'hello hello hello'), zlib.crc32(b'abc'), zlib.adler32(b'abc'), zlib.crc32(b'c', zlib.crc32(b'ab')))
print(zlib.decompress(zlib.compress(b'x' * 100, 9)), zlib.compress(b'abc', level=0), zlib.compress(b''))
for bad in [lambda: zlib.decompress(b'garbage'), lambda: zlib.decompress(zlib.compress(b'abcdef')[:-3]), lambda: zlib.compress('str'), lambda: zlib.compress(b'a', 12)]:
    try:
        print(bad())
    except (zlib.error, TypeError) as e:
        print(type(e).__name__, e)
print(zlib.decompress(zlib.compress(b'raw', wbits=-15), wbits=-15), zlib.decompress(zlib.compress(b'gz', wbits=31), wbits=31), zlib.decompress(zlib.compress(b'auto', wbits=31), wbits=47))
print(zlib.MAX_WBITS, zlib.Z_BEST_COMPRESSION, zlib.DEFLATED, issubclass(zlib.error, Exception), zlib.crc32(bytearray(b'abc')))
data = bytes(range(256)) * 50
print(len(zlib.compress(data)), zlib.decompress(zlib.compress(data)) == data)
