# dict iteration: a key deleted then another added (the same size) is CPython's
# 'keys changed during iteration'; `d |= pairs` updates from any mapping or
# iterable of pairs (a view too, unlike `d | view`, the view's set operation).
def p(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
def mut(view):
    d = {0: 0}
    for i in view(d):
        del d[0]
        d[0] = 0
p(lambda: mut(lambda d: d))
p(lambda: mut(lambda d: d.values()))
p(lambda: mut(lambda d: d.items()))
def grow():
    d = {0: 0, 1: 1}
    for k in d:
        d[k + 10] = 1
p(grow)
d = {1: 2}
d |= [(3, 4)]
print(d)
d |= {5: 6}.items()
print(d)
def f():
    d = {}
    d |= 'BAD'
p(f)
def g():
    d = {}
    d |= 5
p(g)
x = {1: 1, 2: 2}
it = iter(x)
next(it)
del x[2]
x[3] = 3
p(lambda: next(it))
print({1: 2} | {5: 6}.items() == {1, (5, 6)})
