# bytes % with * widths and precisions, %c of an int or one byte; bytes() with an encoding but no source, and of a str subclass with one.
for t in (bytes, bytearray):
    for fmt, vals in [(b'%*b', (5, b'abc',)), (b'%*b', (-5, b'abc',)), (b'%*.*b', (5, 2, b'abc',)), (b'%i %*.*b', (10, 5, 3, b'abc',)), (b'%i%b %*.*b', (10, b'3', 5, 3, b'abc',)), (b'%c', b'a'), (b'%*d|%-*s', (4, 7, 3, b'x')), (b'%.*f', (2, 3.14159))]:
        try: print(repr(t(fmt) % vals))
        except Exception as e: print(type(e).__name__, e)
    for args, kw in [((0.0,), {}), ((["0"],), {}), ((0, 'ascii'), {}), ((b'', 'ascii'), {}), ((0,), {'errors': 'ignore'}), (('',), {}), (('', 'ascii', b'ignore'), {}), ((), {'encoding': 'ascii'})]:
        try: print(repr(t(*args, **kw)))
        except Exception as e: print(type(e).__name__, e)
for v in (b'ab', 300, 'a', 1.5, bytearray(b'z'), -1, 65):
    try: print(b'%c' % (v,))
    except Exception as e: print(type(e).__name__, e)
print(b'%(a)c %(b)5s' % {b'a': 66, b'b': b'x'})
class StrWithBytes(str):
    def __new__(cls, value):
        self = str.__new__(cls, '\u20ac')
        self.value = value
        return self
    def __bytes__(self):
        return self.value
print(bytes(StrWithBytes(b'abc')), bytes(StrWithBytes(b'abc'), 'iso8859-15'), bytearray(StrWithBytes(b'x'), 'utf-8'))
