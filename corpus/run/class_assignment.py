# obj.__class__ = cls: between classes of one layout (attributes kept,
# the compact layout turned into a dict first), CPython's errors otherwise.
class A:
    def __init__(self): self.x = 1; self.y = 2
class B:
    def __init__(self): self.y = 5; self.z = 6
a = A(); b = B()
a.__class__ = B
print(a.x, a.y, vars(a))
a.z = 9
print(vars(a))
b.__class__ = A
print(b.y, b.z, vars(b))
import copy
c = copy.copy(A()); print(vars(c))
class A: pass
class L(list): pass
a = A()
for v in (1, int, L):
    try:
        a.__class__ = v
    except TypeError as e:
        print(e)
l = L()
try:
    l.__class__ = A
except TypeError as e:
    print(e)
class A2(A): pass
a.__class__ = A2; print(type(a).__name__, isinstance(a, A))
class E(Exception): pass
class F(Exception): pass
e = E(); e.__class__ = F; print(type(e))
class M(list): pass
l.__class__ = M; print(type(l))
