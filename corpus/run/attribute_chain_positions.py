# An attribute chain spanning lines fails on the line of the attribute that
# failed, as CPython 3.11 locates it (the attribute's name; a method call's
# from the method's name to the call's end), not on the chain's first line.
import sys


def where():
    """The position of the failing expression in this (the module's) frame."""
    f = __import__("traceback").extract_tb(sys.exc_info()[2])[0]
    print(type(sys.exc_info()[1]).__name__, f.lineno, f.end_lineno, f.colno, f.end_colno)


def fails(*a, **k):
    raise ValueError(a)


class A:
    m = staticmethod(fails)


a = A()
a.n = 1
for attempt in range(8):
    try:
        if attempt == 0:
            (a
             .real
             .foo())
        elif attempt == 1:
            (a
             .m(
                 1))
        elif attempt == 2:
            (a
             .m(*[1], 2))
        elif attempt == 3:
            (a
             .m(1, **{}))
        elif attempt == 4:
            (a
             .n) += "x"
        elif attempt == 5:
            del (a
                 .gone)
        elif attempt == 6:
            (a
             .x) = a.n.nope
        else:
            print(a.n
                  .nope)
    except Exception:
        where()
value = {}
value \
    .get(1) \
    .upper()
