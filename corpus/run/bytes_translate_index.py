# bytes/bytearray: translate and maketrans, istitle, startswith's message,
# and the byte-valued arguments that take any object with __index__.
class Indexable:
    def __init__(self, value=0):
        self.value = value

    def __index__(self):
        return self.value


exprs = [
    "bytes([Indexable(1), Indexable(255)])", "bytearray([Indexable(65)])",
    "b'abc'.find(Indexable(98))", "b'abc'.count(Indexable(98))", "b'abc'[Indexable(1)]",
    "bytearray(b'abc').index(Indexable(98))", "bytes([Indexable(256)])", "bytes([1.5])",
    "b'Ab Cd'.istitle()", "b'AB'.istitle()", "b'aB'.istitle()", "b'A1b'.istitle()", "b''.istitle()",
    "bytearray(b'Title Case').istitle()",
    "b'abc'.translate(None, b'b')", "b'abc'.translate(None, delete=b'ac')",
    "bytearray(b'ab').translate(bytes.maketrans(b'a', b'z'))", "b'a'.translate(b'x')",
    "b'a'.translate(None, 'a')", "bytes.maketrans(b'a', b'bc')", "bytes.maketrans('a', 'b')",
    "bytearray.maketrans(b'a', b'b')[97]", "len(bytes.maketrans(b'', b''))",
    "b'abc'.startswith([b'a'])", "b'abc'.endswith('c')", "b'abc'.startswith((b'x', b'a'))",
]
for e in exprs:
    try:
        print(e, "->", repr(eval(e)))
    except Exception as x:
        print(e, "!!", type(x).__name__, x)
b = b'abc'
print(b.translate(None) is b, b.translate(None, b'') is b)
ba = bytearray(b'ab')
ba.append(Indexable(99))
ba.insert(0, Indexable(100))
ba.extend([Indexable(101)])
ba[0] = Indexable(102)
ba.remove(Indexable(99))
print(ba)
