# weakref: refs, proxies, weak containers, WeakMethod, finalize; what cannot be
# weakly referenced. (hyexec keeps referents alive: nothing here dies.)
import weakref
class A:
    def __init__(self, v): self.v = v
    def m(self): return self.v
a = A(3)
r = weakref.ref(a)
print(r() is a, r() .v, weakref.getweakrefcount(a), r == weakref.ref(a))
for bad in (1, 'x', (), [], {}):
    try:
        weakref.ref(bad)
    except TypeError as e:
        print(e)
p = weakref.proxy(a)
print(p.v, p.m())
d = weakref.WeakValueDictionary()
d['k'] = a
print(d['k'] is a, len(d), 'k' in d)
s = weakref.WeakSet([a])
print(a in s, len(s))
k = weakref.WeakKeyDictionary({a: 1})
print(k[a])
wm = weakref.WeakMethod(a.m)
print(wm()())
f = weakref.finalize(a, print, 'finalized')
print(f.alive); f(); print(f.alive)
