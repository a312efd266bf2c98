# Weak references see functions, bound methods, sets and instances of
# builtin subclasses die, as CPython's reference counting frees them.
import gc
import weakref


def attempt(f):
    try:
        print('ok', f())
    except TypeError as e:
        print('TypeError', e)


def f():
    pass


r = weakref.ref(f)
print(r() is f)
del f
gc.collect()
print(r())


class C:
    def m(self):
        return 1


c = C()
r = weakref.ref(c.m)  # a bound method made for the call: dies at once
gc.collect()
print(r())
wm = weakref.WeakMethod(c.m)
print(wm()())
del c
gc.collect()
print(wm())

s = {1, 2}
fs = frozenset([3])
rs, rfs = weakref.ref(s), weakref.ref(fs)
print(rs() == {1, 2}, rfs() == frozenset([3]))
del s, fs
gc.collect()
print(rs(), rfs())


class L(list):
    pass


class Dct(dict):
    pass


lst, dct = L([1]), Dct(a=1)
died = []
rl = weakref.ref(lst, lambda ref: died.append('list'))
rd = weakref.ref(dct, lambda ref: died.append('dict'))
del lst
del dct
gc.collect()
print(rl(), rd(), died)

for obj in ([], {}, (), 1, 'x', b'x', object(), Exception(), range(2), len, print):
    attempt(lambda: type(weakref.ref(obj)).__name__)


class I(int):
    pass


class St(str):
    pass


attempt(lambda: weakref.ref(I(1)))
attempt(lambda: type(weakref.ref(St('a'))).__name__)


class E(Exception):
    pass


attempt(lambda: type(weakref.ref(E())).__name__)

d = weakref.WeakValueDictionary()


def g():
    pass


d['g'] = g
print(list(d))
del g
gc.collect()
print(list(d))

ws = weakref.WeakSet()
key = frozenset([1])
ws.add(key)
print(len(ws))
del key
gc.collect()
print(len(ws))

calls = []


def target():
    pass


fin = weakref.finalize(target, calls.append, 'finalized')
del target
gc.collect()
print(calls, fin.alive)
