# Methods of builtin classes that code calls by name (copy and pickle read
# __getnewargs__; generic code calls bytes.__add__, list.__class_getitem__).
class X:
    def __radd__(self, o): return ("radd", o)
    def __rmul__(self, o): return ("rmul", o)
print(b"a" + X(), bytearray(b"q") + X())
class B(bytes): pass
class BA(bytearray): pass
print(repr(B(b"a") + b"b"), repr(BA(b"a") + b"b"), type(B(b"a") + b"b"))
ba = bytearray(b"xy"); ba += b"z"; ba += memoryview(b"!"); print(ba)
ba *= 2; print(ba)
m = bytearray(b"m"); m2 = m; m += b"n"; print(m, m2 is m)
try:
    ba += "s"
except TypeError as e: print(e)
print(bytes.__add__(b"1", b"2"), b"k".__mul__(3), bytes.__add__.__doc__)
print((3).__getnewargs__(), (2.5).__getnewargs__(), (1j).__getnewargs__(), b"x".__getnewargs__(), (1,).__getnewargs__(), True.__getnewargs__())
class I(int): pass
class T(tuple): pass
print(I(4).__getnewargs__(), T((1, 2)).__getnewargs__(), list.__class_getitem__(int), dict.__class_getitem__((str,int)))
print(bool(range(0)), range(5).__bool__(), list(range(1,7,2).__reversed__()), type(range(3).__reversed__()).__name__)
print(list[int] == list.__class_getitem__(int), tuple[int, ...])
import copy
import pickle
print(copy.copy(I(5)), copy.deepcopy(T((1, [2]))), pickle.loads(pickle.dumps(I(7))))
class L(list): pass
print(L[int], set[str], frozenset[int])
