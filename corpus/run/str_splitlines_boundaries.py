# str.splitlines over the UTF-8 text: every line boundary CPython has (ASCII, U+0085,
# U+2028/9, \r\n as one), keepends, subclasses, argument errors.
cases = ["", "a", "\n", "a\nb", "a\r\nb\r\n", "\r\r\n\n", "x\x0by\x0cz\x1c\x1d\x1ew", "é\x85ü\u2028k\u2029\u2027\u202a",
         "tail", "a\n\nb\n", "\r", "\r\n", "日本\n語\r", "\U0001f600\n\U0001f601", "a\x85", "\u2029"]
for c in cases:
    print(repr(c.splitlines()), repr(c.splitlines(True)), repr(c.splitlines(keepends=True)))
class S(str): pass
print(S("a\nb").splitlines(), type(S("a\nb").splitlines()[0]))
big = "line %d\n" * 3
print(len(("x" * 50 + "\n") * 1000 .__index__() if False else ("x" * 50 + "\n").splitlines()))
try: "a".splitlines(1, 2)
except TypeError as e: print(e)
try: "a".splitlines(keep=1)
except TypeError as e: print(e)
print(b"a\nb\r\nc".splitlines(), "a\nb".splitlines(0))
