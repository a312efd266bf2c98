# An exception raised while another propagates through a `finally` body or
# a `with` block's __exit__ gets that one as its __context__, as in an
# `except` body; sys.exc_info() sees it there too.
import sys


def finally_raises():
    try:
        raise ValueError(1)
    finally:
        print("in finally:", repr(sys.exc_info()[1]))
        raise TypeError(2)


try:
    finally_raises()
except TypeError as e:
    print(repr(e), "context:", repr(e.__context__), e.__suppress_context__)


def finally_normal():
    try:
        pass
    finally:
        print("normal finally:", sys.exc_info())


finally_normal()


def finally_breaks():
    for i in range(3):
        try:
            raise KeyError(i)
        finally:
            if i < 2:
                continue
            break
    # The exceptions the finally bodies swallowed are no longer handled.
    print("after loop:", sys.exc_info())
    try:
        raise IndexError
    except IndexError as e:
        print("fresh context:", e.__context__)


finally_breaks()


class Exits:
    def __init__(self, raise_in_exit):
        self.raise_in_exit = raise_in_exit

    def __enter__(self):
        return self

    def __exit__(self, typ, value, tb):
        print("exit sees:", typ.__name__ if typ else None, repr(sys.exc_info()[1]),
              type(tb).__name__)
        if self.raise_in_exit:
            raise KeyError("from exit")
        return True


with Exits(False):
    raise ValueError("suppressed")
print("handled after with:", sys.exc_info())

try:
    with Exits(True):
        raise ValueError("inner")
except KeyError as e:
    print(repr(e), "context:", repr(e.__context__))

# Nested: a finally inside an except body.
try:
    try:
        raise ValueError(5)
    except ValueError:
        try:
            pass
        finally:
            raise TypeError(6)
except TypeError as e:
    print(repr(e), "context:", repr(e.__context__))


def finally_returns():
    try:
        raise ValueError(7)
    finally:
        return "returned"


print(finally_returns(), sys.exc_info())

# The links are attributes with CPython's checks.
e = ValueError("x")
e.__cause__ = KeyError("c")
print(repr(e.__cause__), e.__suppress_context__)
e.__context__ = None
e.__suppress_context__ = False
print(e.__context__, e.__suppress_context__)
for name, bad in (("__cause__", 1), ("__context__", "s"), ("__traceback__", 3)):
    try:
        setattr(e, name, bad)
    except TypeError as err:
        print(name, "->", err)
for name in ("__cause__", "__context__", "__traceback__"):
    try:
        delattr(e, name)
    except TypeError as err:
        print(err)
