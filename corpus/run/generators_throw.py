# Generators: send, throw, close, yield from delegation, StopIteration values.
def inner():
    try:
        x = yield 1
        print("inner got", x)
        yield 2
    except KeyError as e:
        print("inner caught", repr(e))
        yield 3
    finally:
        print("inner finally")
    return "done"


def outer():
    result = yield from inner()
    print("result", result)
    yield 4


g = outer()
print(next(g), g.send("hi"), g.throw(KeyError("k")))
print(next(g))
g.close()


def counter():
    n = 0
    try:
        while True:
            yield n
            n += 1
    except GeneratorExit:
        print("closing at", n)
        raise


c = counter()
print(next(c), next(c))
c.close()
c.close()


def bad():
    yield 1
    raise StopIteration(5)


try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)
s = (i * i for i in range(3))
print(s.__next__(), list(s))
it = iter([1])
next(it)
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.value)
g = inner()
g.throw(ValueError, "boom")
