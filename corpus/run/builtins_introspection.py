# dir(), sys.exc_info(), ascii(), function and class introspection, and the
# builtins that honour a class's own hooks (__getattribute__, __divmod__).
import sys


def show(*xs):
    print(*xs)


# dir(): the local names, a class's names along its MRO, a module's.
def local_names():
    a, b = 1, 2
    return dir()


class Base:
    """A base class."""
    x = 1

    def method(self):
        pass


class Derived(Base):
    y = 2


show(local_names())
show([n for n in dir(Derived) if not n.startswith("__")])
show("method" in dir(Derived()), "__class__" in dir(3), "append" in dir([]))
show([n for n in dir(sys) if n in ("exc_info", "path", "version")])


class Custom:
    def __dir__(self):
        return ["zeta", "alpha"]


show(dir(Custom()))

# sys.exc_info() inside and outside an except block.
try:
    {}["missing"]
except KeyError:
    kind, value, _ = sys.exc_info()
    show(kind.__name__, repr(value))
show(sys.exc_info())

# ascii() escapes what repr() keeps.
show(ascii("caf\u00e9 \u20ac \U0001f600"), ascii(["\u00fc"]), ascii("plain"))


# getattr/hasattr go through a class's own __getattribute__.
class Proxy:
    def __getattribute__(self, name):
        if name == "answer":
            return 42
        raise AttributeError(name)

    def __getattr__(self, name):
        if name == "fallback":
            return "from __getattr__"
        raise AttributeError(name)


p = Proxy()
show(p.answer, hasattr(p, "answer"), hasattr(p, "other"), getattr(p, "other", "default"))
show(getattr(p, "fallback"))


class Ordinary:
    def __init__(self):
        self.v = 1

    def __getattribute__(self, name):
        return object.__getattribute__(self, name) * 10


show(Ordinary().v)


# divmod() honours __divmod__ and __rdivmod__.
class Pair:
    def __divmod__(self, other):
        return ("divmod", other)

    def __rdivmod__(self, other):
        return ("rdivmod", other)


show(divmod(Pair(), 3), divmod(3, Pair()), divmod(7, 2), divmod(-7.5, 2))
try:
    divmod(Pair, 1)
except TypeError as e:
    show("TypeError", e)

# float() of bytes, ord() of a bytearray.
show(float(b"1.5"), float(bytearray(b" -2e3 ")), ord(bytearray(b"a")), ord(b"z"))
try:
    ord(b"ab")
except TypeError as e:
    show("TypeError", e)


# Function introspection.
def sample(a, b=2, *rest, c, d=4, **kw):
    "Sample docstring."
    local = a + b
    return local


show(sample.__defaults__, sample.__kwdefaults__, sample.__doc__, sample.__module__)
code = sample.__code__
show(code.co_name, code.co_argcount, code.co_kwonlyargcount, code.co_varnames)
show(code.co_firstlineno, code.co_filename.endswith("builtins_introspection.py"))
show((lambda x, y=1: x).__defaults__, (lambda: 0).__code__.co_name, local_names.__doc__)
clone = type(sample)(sample.__code__, {"__name__": "clone"})
show(clone(1, 2, c=3, d=4), clone.__defaults__, clone.__name__)


def gen():
    yield g.gi_running


g = gen()
show(g.gi_running, next(g), g.gi_running)

# Classes: __base__, __doc__, __module__ of builtins, object.__subclasshook__.
show(Derived.__base__, Base.__base__, object.__base__, bool.__base__, Derived.__bases__)
show(Base.__doc__, Derived.__doc__, type.__module__, int.__module__, Base.__module__)
show(object.__subclasshook__(int))

# str() of a str is that str; one-character strings are shared.
s = "".join(["ab", "cd"])
show(str(s) is s, s[1] is s[1], "".join([]) is "")
