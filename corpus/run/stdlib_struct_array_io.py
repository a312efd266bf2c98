# struct, array, io and math functions used by snippets.
import io
import math
import struct
from array import array

packed = struct.pack("<hI?", -2, 70000, True)
print(packed, struct.unpack("<hI?", packed), struct.calcsize("@bi"), struct.calcsize("<bi"))
print(struct.unpack(">e", struct.pack(">e", 1.5)), struct.pack("3s", b"abcdef"))
a = array("h", [1, 2, 3])
a.append(-4)
print(a, a[1:], a.tobytes(), bytes(array("B", [65, 66])))
try:
    array("B", [300])
except OverflowError as e:
    print("OverflowError", e)
s = io.StringIO()
s.write("line one\nline two\n")
s.seek(0)
print([l for l in s], s.getvalue().count("\n"))
print(math.fmod(7, 3), math.frexp(8.0), math.gamma(5), round(math.erf(1), 6), math.log1p(0))
try:
    math.gamma(0)
except ValueError as e:
    print("ValueError", e)
try:
    struct.pack("b", 200)
except struct.error as e:
    print("struct.error", e)
struct.unpack("I", b"\x00")
