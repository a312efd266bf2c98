# Positional-only parameters passed by keyword: CPython names them all, in
# parameter order, and only when no **kwargs takes them.
class A:
    def f(a, b, /, c): pass
    def g(a, /, c, *, d): pass
for call in (lambda: A.f(a=1, b=2, c=3), lambda: A.f(1, b=2, c=3), lambda: A.g(1, 2), lambda: A.g(1,2,3,d=4), lambda: A.g(1, a=1, c=2, d=4)):
    try: call()
    except TypeError as e: print(e)


def h(a, b, /, **kw):
    return a, b, kw


print(h(1, 2, a=3, b=4))


def k(a, b, /):
    pass


for kws in ({'zz': 1, 'b': 2}, {'zz': 1}):
    try:
        k(1, 2, **kws)
    except TypeError as e:
        print(e)
