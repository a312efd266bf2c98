# struct: CPython's size overflow, embedded null, negative offset messages and Struct re-initialization.
import struct,sys
for f in [lambda: struct.calcsize('{}b'.format(sys.maxsize+1)), lambda: struct.calcsize('{}b{}H'.format(sys.maxsize//2, sys.maxsize//2)), lambda: struct.calcsize('99999999999999999999999b'), lambda: struct.unpack_from('<I', bytearray(10), -2), lambda: struct.pack_into('<I', bytearray(10), -2, 1), lambda: struct.unpack_from('<B', bytearray(10), -11), lambda: struct.pack_into('<B', bytearray(10), -11, 1), lambda: struct.unpack_from('<I', bytearray(10), 8), lambda: struct.pack_into('<I', bytearray(10), 8, 1), lambda: struct.calcsize('2\0i'), lambda: struct.calcsize(b'\0'), lambda: struct.calcsize('@bi3s2xq'), lambda: struct.unpack_from('<H', b'abcdef', -2)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
s = struct.Struct('i'); s.__init__('ii'); print(s.format, s.size, s.pack(1,2))
try: s.__init__()
except TypeError as e: print(e)
