# Generator expressions (a state machine, no stack): send/throw/close, PEP 479, nesting, exhaustion.
g = (x * y for x in range(3) for y in range(x) if y % 2 == 0)
print(list(g), list(g))
g = (i for i in range(3))
print(next(g), g.send(None))
try:
    g.send(5) if False else g.throw(ValueError("t"))
except ValueError as e:
    print("VE", e)
print(list(g))
g = (i for i in range(3))
try:
    g.send(1)
except TypeError as e:
    print(e)
g.close(); print(list(g))
def bad():
    return next(iter([]))
g = (bad() for _ in range(2))
try:
    list(g)
except RuntimeError as e:
    print("RE", e)
g = (1 / x for x in [1, 0, 2])
try:
    print(list(g))
except ZeroDivisionError as e:
    print("ZDE", e)
print(list(g))
print(sum(x for x in range(10)), any(x > 5 for x in range(10)), max(len(s) for s in ["a", "bcd"]))
print(type(x for x in []).__name__)
k = 3
print(set(k * i for i in range(4)), "".join(str(i) for i in range(5)))
def gen_inside():
    yield from (i + 1 for i in range(3))
print(list(gen_inside()))
g = (i for i in range(3))
for a in g:
    for b in g:
        print(a, b)
nested = ((i, j) for i in range(2) for j in (i * 10 + k for k in range(2)))
print(list(nested))
