# weakref proxies forward every operator to their referent and raise
# ReferenceError once it dies; plain refs and proxies are shared per object.
import weakref


class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return Num(self.v + (o.v if isinstance(o, Num) else o))

    __radd__ = __add__

    def __floordiv__(self, o):
        return self.v // o

    def __matmul__(self, o):
        return ('matmul', self.v, o)

    def __neg__(self):
        return -self.v

    def __index__(self):
        return self.v

    def __repr__(self):
        return 'Num(%d)' % self.v


n = Num(7)
p = weakref.proxy(n)
print((p + 1).v, (1 + p).v, p // 2, p @ 3, -p, [0, 1, 2, 3, 4, 5, 6, 7, 8][p], p.v)
print(weakref.ref(n) is weakref.ref(n), weakref.proxy(n) is p,
      weakref.ref(n, lambda r: None) is weakref.ref(n), weakref.getweakrefcount(n))
for call in (lambda: weakref.ref(n, callback=None), lambda: weakref.ref(),
             lambda: weakref.ref(n, None, None), lambda: weakref.proxy(n, callback=None),
             lambda: weakref.ref(n).__init__(0, 0, 0)):
    try:
        call()
    except TypeError as e:
        print('TypeError', e)
events = []
q = weakref.proxy(Num(1), lambda proxy: events.append('dead'))
try:
    q.v
except ReferenceError as e:
    print('ReferenceError', e, events)
