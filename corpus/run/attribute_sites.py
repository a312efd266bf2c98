# Attribute sites seen with several types and after class changes (inline caches).
import math


class A:
    k = 1

    def m(self):
        return "A.m"

    @property
    def p(self):
        return "prop"

    @staticmethod
    def s(x):
        return x * 2

    @classmethod
    def c(cls):
        return cls.__name__


class B(A):
    def m(self):
        return "B.m"


class Desc:
    def __get__(self, obj, owner):
        return "desc-get"

    def __set__(self, obj, v):
        print("desc-set", v)


class G:
    d = Desc()

    def __getattr__(self, name):
        return "missing:" + name


class S:
    def __setattr__(self, name, v):
        print("setattr", name, v)
        object.__setattr__(self, name, v)


class L(list):
    pass


def use(o):
    return o.m(), o.k, o.p, o.s(3), o.c()


objs = [A(), B(), A()]
for o in objs:
    print(use(o))
a = objs[0]
a.m = lambda: "instance m"
print(use(a))
A.m = lambda self: "patched"
print(use(objs[2]), use(objs[1]))
A.k = 5
print(use(objs[2]))
del A.k
try:
    use(objs[2])
except AttributeError as e:
    print("AE", e)
g = G()
print(g.d, g.zz)
g.d = 3
s = S()
s.x = 4
print(s.x)
lst = L()
for i in range(3):
    lst.append(i)
print(lst, math.sqrt(4.0), math.pi)
for v in [[1], "ab", (1, 2), {1: 2}]:
    print(v.__class__.__name__, v.get(1) if isinstance(v, dict) else v.count(v[0]))
try:
    [].nope()
except AttributeError as e:
    print(e)
try:
    math.nope
except AttributeError as e:
    print(e)


class P:
    def __init__(self):
        self.x = 0

    def inc(self):
        self.x += 1
        return self


p = P()
for _ in range(5):
    p.inc().inc()
print(p.x, p.__class__.__name__, p.__dict__)
(1).bit_length()
print((5).real, 2.5.is_integer(), "a b".split())


class T:
    pass


t = T()
t.f = len
print(t.f([1, 2]))
