# Around class creation: __qualname__ kept out of the class dict and
# assignable (repr shows it; functools.wraps copies a function's), C3 errors
# in CPython's words, object.__eq__/__ne__/__hash__, a class with __eq__ and
# no __hash__ is unhashable, __subclasses__(), builtin types' __module__.
import functools


class A:
    class Inner:
        pass


class B(A):
    pass


print('__qualname__' in A.__dict__, A.Inner.__qualname__, repr(A.Inner), A.__subclasses__(), B.__base__)
print(int.__module__, type.__module__, object.__module__, repr(A.Inner()).startswith("<__main__.A.Inner object"))


def deco(f):
    @functools.wraps(f)
    def w(*a):
        return f(*a)
    return w


class C:
    @deco
    def meth(self):
        pass


print(C.meth.__qualname__, C.meth.__name__, repr(C.meth).startswith("<function C.meth at"))
C.__qualname__ = "Renamed"
print(C.__qualname__, C.__name__, repr(C))
try:
    C.__qualname__ = 3
except TypeError as e:
    print("TypeError:", e)
print(object.__eq__(1, 1), object.__eq__(1, 2), object.__ne__(1, 2), object().__eq__(3))
o = C()
print(object.__hash__(o) == hash(o), o == o, o != o, o != C())


class Eq:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, Eq) and self.v == other.v


print(Eq(1) == Eq(1), Eq(1) != Eq(1), Eq(1) != Eq(2), Eq.__hash__)
try:
    hash(Eq(1))
except TypeError as e:
    print("TypeError:", e)


class X:
    pass


class Y:
    pass


try:
    class Z(X, Y, X):
        pass
except TypeError as e:
    print("TypeError:", e)


class O1(X, Y):
    pass


class O2(Y, X):
    pass


try:
    class O3(O1, O2):
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    object(1)
except TypeError as e:
    print("TypeError:", e)


class NoInit:
    pass


try:
    NoInit(1)
except TypeError as e:
    print("TypeError:", e)
