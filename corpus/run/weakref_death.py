# Weak references see their referent die when its last reference goes (as
# CPython's reference counting frees it): ref() becomes None, callbacks run
# newest first, a ref that died first never calls back, finalize runs once.
import gc
import weakref


class A:
    def __str__(self):
        return '<A>'


def test():
    a = A()
    r1 = weakref.ref(a, lambda r: print('ref1', r()))
    f1 = weakref.finalize(a, lambda: print('finalize1'))
    r2 = weakref.ref(a, lambda r: print('ref2', r()))
    f2 = weakref.finalize(a, print, 'finalize2', 'args', sep='-')
    print(r1(), f1.alive, r2() is a, f2.alive, f2.peek()[2], weakref.getweakrefcount(a) >= 2)
    a = None
    print('after', r1(), f1.alive, f2.alive, f1.peek(), f2.detach())

    b = A()
    r = weakref.ref(b, lambda r: print('never'))
    r = None
    b = None
    gc.collect()

    c = A()
    f = weakref.finalize(c, print, 'called early')
    print(f(), f(), f.alive)
    c = None

    d = A()
    f = weakref.finalize(d, print, 'detached')
    print(len(f.detach()), f.alive)
    d = None
    print('end of test')


test()
e = A()
r = weakref.ref(e)
print(r() is e, r == weakref.ref(e), hash(r) == hash(e))
del e
print(r(), repr(r).endswith('dead>'))
items = [A() for _ in range(3)]
refs = [weakref.ref(x, lambda r, n=n: print('died', n)) for n, x in enumerate(items)]
items.pop()
print('popped')
items.clear()
print('cleared', [w() for w in refs])


class B:
    def m(self):
        return 'm'


b = B()
wm = weakref.WeakMethod(b.m)
print(wm()())
b = None
print(wm())
