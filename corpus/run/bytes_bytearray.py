# bytes and bytearray: construction, text methods, mutation, formatting.
data = bytes([104, 105]) + b" there"
print(data, len(data), data[0], data[1:3], data.upper(), data.split())
print(b"a,b,,c".split(b","), b"  pad ".strip(), b"x".center(5, b"-"))
print(b"%d items: %s" % (3, b"abc"), b"abc".hex(), bytes.fromhex("de ad"))
print(b"caf\xc3\xa9".decode(), "naïve".encode(), bytes(3), b"ab" * 2)
buf = bytearray(b"hello")
buf[0] = 72
buf += b"!"
buf.append(0x21)
buf[1:3] = b"EY"
del buf[-1]
print(buf, buf.pop(), buf.find(b"l"), b"l" in buf, 76 in buf, bytes(buf))
print(int.from_bytes(b"\x01\x00", "little"), (258).to_bytes(2, "big"))
try:
    b"abc".index(b"z")
except ValueError as e:
    print("ValueError", e)
print(bytearray(b"x") == b"x", hash(b"ab") == hash(b"ab"))
{bytearray(b"unhashable"): 1}
