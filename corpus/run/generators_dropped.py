# Generators dropped while suspended are closed: their finally blocks run, their frames go.
def g(tag):
    try:
        for i in range(3):
            yield i
    finally:
        print("finally", tag)
x = g("a")
print(next(x))
x = None
print("after drop")
print(any(v > 0 for v in g("b")))
def h():
    try:
        yield 1
    except GeneratorExit:
        print("exit seen")
        raise
it = h(); next(it); del it
print("end")
y = (i * 2 for i in g("d"))
print(next(y))
y = None
print("end2")
