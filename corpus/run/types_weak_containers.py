# Weak containers drop an entry when its object dies (reference counting),
# weakref's types and names, and the end of a for loop releasing its iterator.
import weakref


class O:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return 'O(%r)' % self.v


def counts():
    return len(values), len(keys), len(members)


values = weakref.WeakValueDictionary()
keys = weakref.WeakKeyDictionary()
members = weakref.WeakSet()
objs = [O(i) for i in range(5)]
for o in objs:
    values[o.v] = o
    keys[o] = o.v
    members.add(o)
print(counts())
del o
del objs[0]
print(counts(), sorted(values.keys()))
objs.clear()
print(counts(), list(values.items()), list(keys.items()))

x = O('x')
r = weakref.ref(x)
print(weakref.getweakrefcount(x), r is weakref.ref(x), r() is x)
r1 = weakref.ref(x, lambda ref: print('callback, referent gone:', ref() is None))
p = weakref.proxy(x)
print(p.v, weakref.getweakrefcount(x), weakref.getweakrefs(x)[0] is r)
del x
print('after del', r(), r1())
try:
    r1.__callback__ = None
except AttributeError as e:
    print('AttributeError', e)
print(weakref.ref, weakref.ref.__name__, weakref.ProxyType.__module__)

o = O(4)
m = weakref.WeakMethod(o.__repr__)
print(m()(), m == weakref.WeakMethod(o.__repr__))
f = weakref.finalize(O(5), print, 'finalized')
print('alive:', f.alive)


def release():
    items = [O(i) for i in range(3)]
    r = weakref.ref(items[1])
    for item in items:
        pass
    del items, item
    return r()


print('released', release())
