# Introspecting builtin objects: every name dir() lists can be read
# (getattr over dir(), as "list a class's methods" answers do), and the
# docstrings are CPython's.
samples = [3, 2.5, 1j, True, "x", b"", bytearray(), [], {}, (), set(), frozenset(),
           range(3), slice(1), None, len, "x".upper, object(), Exception("e"), int, str]
for v in samples:
    unreadable = [n for n in dir(v) if not hasattr(v, n)]
    print(type(v).__name__, unreadable)
methods = [f for f in dir("s") if callable(getattr("s", f)) and not f.startswith("__")]
print(methods[:8], len(methods))
print(int.__doc__.splitlines()[0])
print((7).__doc__ == int.__doc__, len.__doc__)
print(str.upper.__doc__, "|", "x".upper.__doc__)
print(str.upper.__qualname__, "x".upper.__qualname__, len.__qualname__)
print(dict.fromkeys.__doc__)
print([].append.__doc__, "|", list.append.__doc__)
import math

print(math.sqrt.__doc__)
print(None.__doc__, type(None).__doc__)
print(object.__doc__.splitlines()[0])


class Plain:
    pass


class Documented(int):
    "A documented int."


class Listy(list):
    pass


print(Plain.__doc__, Plain().__doc__, Documented.__doc__, Documented(2).__doc__, Listy.__doc__)
print(ValueError("v").__doc__)
print([n for n in ("real", "imag", "numerator", "denominator") if n in dir(5)])
print([n for n in ("start", "stop", "step") if n in dir(range(2))])
print([n for n in ("__name__", "__qualname__", "__mro__", "__bases__") if n in dir(type)])
print([n for n in ("args", "__traceback__", "__cause__") if n in dir(KeyError())])
import sys

print(sys.__doc__.splitlines()[0], "|", math.__doc__.splitlines()[0])
print(sys.getsizeof.__doc__.splitlines()[0])
