import abc, contextlib, errno, io, sys, time, warnings
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        pass

    @abstractmethod
    def name(self):
        pass


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2

    def name(self):
        return "square"


print(Square(3).area(), isinstance(Square(2), Shape))
try:
    Shape()
except TypeError as e:
    print(e)


class Half(Shape):
    def area(self):
        return 1


try:
    Half()
except TypeError as e:
    print(e)


@contextlib.contextmanager
def tag(name):
    print("<%s>" % name)
    try:
        yield name.upper()
    finally:
        print("</%s>" % name)


with tag("b") as t:
    print(t)
try:
    with tag("i"):
        raise ValueError("inside")
except ValueError as e:
    print("caught", e)
with contextlib.suppress(KeyError):
    {}["missing"]
print("suppressed")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("to buffer")
print(repr(buf.getvalue()))
with contextlib.ExitStack() as stack:
    stack.callback(print, "callback ran")
    print("in stack")
print(errno.ENOENT, errno.errorcode[2], errno.errorcode[11])
t0 = time.perf_counter()
time.sleep(0.5)
print(round(time.perf_counter() - t0, 3), type(time.time()).__name__)
warnings.warn("careful")
print("end")
