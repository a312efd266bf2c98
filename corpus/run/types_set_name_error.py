# An error in __set_name__ while a class is made: CPython 3.11 raises a
# RuntimeError naming the attribute, the error as its cause.
import functools


class D:
    def __set_name__(self, owner, name):
        raise TypeError('refused ' + name)


try:
    class A:
        d = D()
except RuntimeError as e:
    print(type(e).__name__, e, '| cause:', repr(e.__cause__), e.__context__ is e.__cause__)

cp = functools.cached_property(lambda self: 1)
try:
    class B:
        a = cp
        b = cp
except RuntimeError as e:
    print(e, '|', type(e.__cause__).__name__, e.__cause__)
