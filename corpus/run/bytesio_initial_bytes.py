# io.BytesIO takes only a bytes-like object (or None) as its initial bytes,
# not what bytes() converts: a str, an int, a list raise TypeError.
import io

for v in ['abc', 3, None, b'x', bytearray(b'y'), [1], 2.5, memoryview(b'z')]:
    try:
        print(io.BytesIO(v).getvalue())
    except TypeError as e:
        print(type(e).__name__, e)
io.BytesIO("text")
