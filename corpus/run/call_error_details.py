# Error details CPython gives that a program can print: the callee named in
# `f(*x)` / `f(**x)` errors, OSError(errno, ...) as the errno's subclass,
# float divmod's message, round()'s ndigits checked as an index, a
# descriptor of the program's own reached through super().
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


def fa(a, b):
    return a + b


class A:
    def m(self, *a):
        return a


def gen():
    yield 1
    raise TypeError("raised while iterating")


t(lambda: fa(*1))
t(lambda: fa(**1))
t(lambda: A().m(*None))
t(lambda: A.m(**[]))
t(lambda: print(*5))
t(lambda: fa(*gen()))
t(lambda: fa(*[1, 2]))
t(lambda: fa(**{"a": 1, "b": 2}))

for errno in (2, 17, 13, 1, 20, 21, 11, 10, 32, 103, 111, 104, 4, 3, 110, 5):
    e = OSError(errno, "text")
    print(errno, type(e).__name__, isinstance(e, OSError), e.errno, str(e))
print(type(OSError(2)).__name__, type(OSError("x", "y")).__name__, type(FileNotFoundError(17, "x")).__name__)
try:
    raise OSError(2, "No such file or directory", "a.txt")
except FileNotFoundError as e:
    print("caught", e, e.filename)

t(lambda: divmod(1.0, 0))
t(lambda: divmod(1, 0.0))
t(lambda: divmod(1, 0))
t(lambda: divmod(7.5, 2))


class Index:
    def __index__(self):
        return 1


t(lambda: round(2.675, Index()))
t(lambda: round(1.5, "a"))
t(lambda: round(12345, Index()))
t(lambda: round(12345, -400))
t(lambda: round(1e300, -400))
t(lambda: round(-1e300, -400))
t(lambda: round(2.5, None))


class D:
    def __get__(self, obj, owner=None):
        return ("get", obj is None, owner.__name__)


class Base:
    d = D()


class Derived(Base):
    def via_super(self):
        return super().d

    @classmethod
    def via_class_super(cls):
        return super().d


print(Derived().via_super(), Derived.via_class_super())
