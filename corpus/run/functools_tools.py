# functools: lru_cache eviction and statistics, total_ordering, cached_property,
# singledispatch, partial, wraps, cmp_to_key, partialmethod.
import functools
@functools.lru_cache(maxsize=2)
def sq(x):
    print('compute', x)
    return x * x
for v in [1, 2, 1, 3, 2, 1]:
    sq(v)
print(sq.cache_info(), sq.__wrapped__.__name__)
sq.cache_clear(); print(sq.cache_info())
@functools.lru_cache
def f(a, b=1): return a + b
print(f(1), f(1, b=1), f(1), f.cache_info(), f.cache_parameters())
@functools.total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(V(1) <= V(2), V(3) >= V(2), V(1) > V(2), sorted([V(3), V(1)], key=lambda x: x)[0].v)
class C:
    def __init__(self): self.n = 0
    @functools.cached_property
    def p(self):
        self.n += 1
        return self.n * 10
c = C(); print(c.p, c.p, c.n, 'p' in c.__dict__)
@functools.singledispatch
def show(x): return 'obj'
@show.register(int)
def _(x): return 'int'
@show.register(list)
def _(x): return 'list'
print(show(1), show([1]), show('s'), show(True), show.dispatch(float).__name__ if hasattr(show.dispatch(float), '__name__') else '')
p = functools.partial(functools.partial(max, 1), 5, key=abs)
print(p(-7), p.args, p.keywords)
def deco(fn):
    @functools.wraps(fn)
    def inner(*a): return fn(*a)
    return inner
@deco
def named(x): return x
print(named.__wrapped__(4), functools.reduce(lambda a, b: a * b, range(1, 6)))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
class A:
    def m(self, a, b): return (a, b)
    m2 = functools.partialmethod(m, 1)
print(A().m2(2))
class D:
    @functools.singledispatchmethod
    def h(self, x): return 'base'
    @h.register(int)
    def _(self, x): return 'int method'
print(D().h(1), D().h('a'))
