# Builtins' keyword arguments and argument checks as CPython's, the
# singletons' types, exception constructors' checks, and `global` scoping.
import sys
import types


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


show("pow kw", lambda: pow(base=2, exp=10))
show("pow mod kw", lambda: pow(3, exp=4, mod=5))
show("pow missing", lambda: pow(2))
show("pow unknown", lambda: pow(2, 3, foo=1))
show("pow both", lambda: pow(2, base=2))
show("pow too many", lambda: pow(2, 3, mod=4, foo=1))
show("round kw", lambda: round(number=2.675, ndigits=2))
show("round missing", lambda: round())
show("round many", lambda: round(1, 2, 3))
show("import kw", lambda: __import__(name="math", level=0).__name__)
show("import dotted", lambda: __import__("os.path").__name__)
show("import fromlist", lambda: __import__("collections.abc", fromlist=["Mapping"]).__name__)
show("import int", lambda: __import__(1, 2, 3, 4))
show("import empty", lambda: __import__(""))
show("import twice", lambda: __import__("sys", name="sys"))
show("import level", lambda: __import__("x", {}, level=-1))
show("import relative", lambda: __import__("", {"__package__": None, "__spec__": None,
                                                "__name__": "__main__"}, {}, ("x",), 1))
show("iter not callable", lambda: iter(42, 42))
show("iter callable", lambda: list(iter(iter([3, 2, 1, 0]).__next__, 0)))
show("sum bytes", lambda: sum([b"a"], b""))
show("sum bytearray", lambda: sum([], start=bytearray()))
show("sum str", lambda: sum([], ""))


class HugeLen:
    def __len__(self):
        return 2**70


show("len huge", lambda: len(HugeLen()))


class BadFormat:
    def __format__(self, spec):
        return 1


show("format result", lambda: format(BadFormat(), ""))
show("fstring result", lambda: f"{BadFormat()}")

for const in None, Ellipsis, NotImplemented:
    tp = type(const)
    show(tp.__name__, lambda: tp() is const)
    show(tp.__name__ + " args", lambda: tp(1))


class HashSelf(int):
    def __hash__(self):
        return self


show("hash int subclass", lambda: hash(HashSelf(42)) == hash(42))


def local_vars():
    a, b = 1, 2
    return sorted(vars())


show("vars", local_vars)
show("vars many", lambda: vars(1, 2))

for info in [("f.py", 1, 2), ("f.py", 1, 2, "t", 1, 2, 3), ("f.py", 1, 2, "t", 1), ("f.py", 1, 2, "t")]:
    show("SyntaxError%d" % len(info), lambda: SyntaxError("bad", info).lineno)

e = ImportError("msg", name="n", path="p")
e.__init__()
print("ImportError reset", e.args, e.msg, e.name, e.path)
show("ImportError kw", lambda: ImportError("m", spam=1))

u = UnicodeEncodeError("enc", "xyz\u20ac", 1, 3, "why")
print(str(u))
u.end = 2
print(str(u))
u.start, u.end = 3, 4
print(str(u))
u.reason = 12345
print(str(u))
d = UnicodeDecodeError("enc", b"abc", 0, 1, "bad")
print(str(d))
t = UnicodeTranslateError("xy", 0, 1, "no")
print(str(t))
t.end = 2
print(str(t))


def get_tb():
    try:
        raise OSError()
    except OSError as e:
        return e.__traceback__


tb = get_tb()
frame = sys._getframe()
made = types.TracebackType(tb, frame, 4, 7)
print("traceback", made.tb_next is tb, made.tb_frame is frame, made.tb_lasti, made.tb_lineno)
show("tb bad next", lambda: types.TracebackType("no", frame, 1, 2))
show("tb bad frame", lambda: types.TracebackType(None, "no", 1, 2))
show("tb bad lasti", lambda: types.TracebackType(None, frame, "no", 2))
show("tb missing", lambda: types.TracebackType(None, frame, 1))

# A name declared global in a function is global in the functions inside it.
x = "global x"


def outer():
    x = "outer x"

    def middle():
        global x

        def inner():
            return x

        return inner()

    return middle()


print(outer())

# ... and the module's own code reads and writes it as a global, which
# shows when exec() gives the module code separate locals.
g, l = {}, {}
exec("""
y = 9
def f():
    global y
    return y
result = f()
""", g, l)
print(sorted(k for k in g if k != "__builtins__"), sorted(l))
