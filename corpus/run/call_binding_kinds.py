# Argument binding of Python functions: positional-only, defaults, *args, keyword-only,
# **kwargs, and CPython's messages for each wrong call.
def f(a, b=2, /, c=3, *args, d, e=5, **kw): return (a, b, c, args, d, e, kw)
def g(a, b, *, k=1): return (a, b, k)
def h(x, /, y): return x, y
tests = [
    lambda: f(1, d=4), lambda: f(1, 2, 3, 4, 5, d=0, z=9), lambda: f(d=1),
    lambda: f(1, c=7, d=8, b=2), lambda: g(1, 2), lambda: g(1, 2, k=3), lambda: g(1, 2, 3),
    lambda: g(1, 2, 3, k=4), lambda: g(1), lambda: g(1, b=2, a=3), lambda: g(1, 2, q=1),
    lambda: h(1, 2), lambda: h(x=1, y=2), lambda: h(1, y=2), lambda: g(k=1),
    lambda: f(1, e=1), lambda: g(*range(2), **{'k': 9}),
]
for t in tests:
    try: print(t())
    except TypeError as e: print("TypeError", e)
def many(a0,a1,a2,a3,a4,a5,a6,a7,a8,a9,b0,b1,b2,b3,b4,b5,b6,b7,b8,b9,c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,d0,d1,d2,d3,*,k=0):
    return a0+d3+k
print(many(*range(34), k=5))
try: many(*range(33))
except TypeError as e: print(e)
