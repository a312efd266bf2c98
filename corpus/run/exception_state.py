# The exception being handled (sys.exc_info) across generator suspensions,
# __context__ on raise (replaced, cycles cut), raise-from and throw() checks.
import sys


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


# A generator that pauses inside `except` keeps its exception to itself.
def pauses_in_except():
    try:
        raise KeyError("inner")
    except KeyError:
        yield sys.exc_info()[0]
        yield sys.exc_info()[0]
    yield sys.exc_info()[0]


g = pauses_in_except()
print(next(g), sys.exc_info()[0])
print(next(g), sys.exc_info()[0])
print(next(g))
try:
    raise TypeError("outer")
except TypeError:
    g = pauses_in_except()
    print(next(g), sys.exc_info()[0].__name__)
    print(next(g), sys.exc_info()[0].__name__)
    print(next(g), sys.exc_info()[0].__name__)
print(sys.exc_info())


# Resumed from an except body: the caller's exception is the context.
def raises_on_resume():
    yield 1
    try:
        raise ValueError("in gen")
    except ValueError as e:
        print("context", repr(e.__context__), sys.exc_info()[0].__name__)
    print("after", sys.exc_info()[0].__name__)
    yield 2


g = raises_on_resume()
next(g)
try:
    raise IndexError("caller")
except IndexError:
    next(g)
print(sys.exc_info())


# Closing a paused generator inside an except body keeps the caller's state.
def with_finally():
    try:
        yield 1
    finally:
        pass


def closes_in_handler():
    g = with_finally()
    next(g)
    try:
        try:
            raise ValueError("first")
        except ValueError:
            del g
            raise KeyError("second")
    except KeyError as e:
        print("context kept", repr(e.__context__))


closes_in_handler()


# raise replaces an old __context__ and cuts a cycle.
class A(Exception):
    pass


class B(Exception):
    pass


try:
    raise A
except A as e:
    a = e
a.__context__ = KeyError("old")
try:
    try:
        raise B
    except B:
        raise a
except A as e:
    print("replaced", repr(e.__context__), repr(e.__context__.__context__))

try:
    try:
        xyzzy
    except NameError as n:
        try:
            1 / 0
        except ZeroDivisionError:
            raise n
except NameError as e:
    print("cycle cut", type(e.__context__).__name__, e.__context__.__context__)


def raise_from(cause):
    raise IndexError from cause


show("from 5", lambda: raise_from(5))
show("from class", lambda: raise_from(KeyError).__cause__)


class Odd(Exception):
    def __new__(cls, *args, **kwargs):
        return cls


def raise_odd():
    raise Odd


show("odd raise", raise_odd)


def boring():
    yield


g = boring()
show("throw unstarted", lambda: g.throw(Odd))
show("then next", lambda: next(g))


def catches():
    try:
        yield
    except TypeError as e:
        print("inside", e)


g = catches()
next(g)
show("throw paused", lambda: g.throw(Odd))


# An AttributeError out of __getattr__ that names no
# attribute gets the name and object looked up (what suggestions read).
class Hook:
    blech = None

    def __getattr__(self, attr):
        raise AttributeError()


try:
    Hook().bluch
except AttributeError as e:
    print("attribute error", e.name, type(e.obj).__name__)
