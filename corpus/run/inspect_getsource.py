# Reading the program's own source through inspect, as CPython does.
import functools
import inspect
import os
import sys


# A comment about add,
# two lines long.
def add(a, b):
    """Add two numbers."""
    total = a + b

    # still the body
    return total
    # a trailing comment, indented as the body


def one_liner(x): return x * 2


def deco(f):
    @functools.wraps(f)
    def wrapper(*args):
        return f(*args)
    return wrapper


@deco
def decorated(n,
              m=(1,
                 2)):
    text = """a string
that spans
lines"""
    return n, m, text


class Shape:
    # the shape's comment
    class Inner:
        def area(self):
            return 0

    def describe(self):
        if True:
            return "shape"


square = lambda s: s * s


def make():
    class Local:
        pass
    return Local


for obj in (add, one_liner, decorated, Shape, Shape.Inner, Shape.describe,
            Shape().describe, Shape.Inner.area, square, make(), make):
    lines, start = inspect.getsourcelines(obj)
    print(getattr(obj, "__qualname__", obj), start, len(lines))
    print(inspect.getsource(obj), end="---\n")

print(repr(inspect.getcomments(add)))
print(repr(inspect.getcomments(Shape.Inner)))
print(repr(inspect.getcomments(sys.modules[__name__])))
print(os.path.basename(inspect.getfile(add)), os.path.basename(inspect.getsourcefile(Shape)))
print(add.__code__.co_firstlineno, decorated.__wrapped__.__code__.co_firstlineno)
print(inspect.getsource(sys.modules[__name__]).count("\n"))
print(inspect.indentsize("\t  x"), inspect.getblock(["def f():\n", "    pass\n", "x = 1\n"]))
print([name for name, _ in inspect.getmembers(Shape, inspect.isfunction)])
print([name for name, _ in inspect.getmembers(Shape()) if not name.startswith("__")])
for bad in (1, len, "text"):
    try:
        inspect.getfile(bad)
    except TypeError as e:
        print("TypeError:", e)
