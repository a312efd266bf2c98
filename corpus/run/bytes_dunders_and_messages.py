# bytes and bytearray: %-formatting by name (__mod__/__rmod__, a bytearray's
# __rmod__ formats no bytes) and with a mapping of bytes keys, __bytes__,
# fromhex on a subclass (cls(the bytes)), hex()'s separator checks, and the
# messages of bad indices and of searches given too many arguments.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


show(lambda: b'x'.__rmod__(b'%s'))
show(lambda: b'x'.__rmod__(1))
show(lambda: bytearray(b'x').__rmod__(b'%s'))
show(lambda: b'%s-%s'.__mod__((b'a', b'b')))
show(lambda: b'%(a)s %(b)d' % {b'a': b'x', b'b': 3})
show(lambda: bytearray(b'%(a)s') % {b'a': bytearray(b'q')})
show(lambda: bytes.__bytes__(b'x'))


class B(bytes):
    pass


class BA(bytearray):
    def __init__(self, *args):
        super().__init__(*args)
        self.made = True


show(lambda: (type(B.fromhex('00ff')).__name__, B.fromhex('00ff')))
show(lambda: (type(BA.fromhex('0a')).__name__, BA.fromhex('0a').made))
show(lambda: bytes.__bytes__(B(b'sub')))
show(lambda: b'ab'.hex('\xff'))
show(lambda: b'ab'.hex(b'\xff'))
show(lambda: b'abcd'.hex(':', 2))
key = 'a'
show(lambda: b'abc'[key])
show(lambda: bytearray(b'abc')[key])
for name in ('find', 'rfind', 'count', 'index', 'rindex'):
    show(lambda: getattr(b'abc', name)(b'a', 0, 1, 2))
    show(lambda: getattr(bytearray(b'abc'), name)())
show(lambda: bytearray(b'abc').__alloc__() > 3)
for s in ('', 'xx', None, '\xff', b'\xff', b'\x80', chr(0x100), ':', b'-'):
    try:
        print(b'ab'.hex(s, 0) if s is None else b'ab'.hex(s))
    except Exception as e:
        print(type(e).__name__, e)
print(b'...%(f(o)o)b...' % {b'f(o)o': b"abc", b'foo': b'bar'}, '%(a(b)c)s' % {'a(b)c': 1})
try:
    '%(a(b)s' % {}
except ValueError as e:
    print(e)
