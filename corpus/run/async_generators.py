import sys, types
async def ag():
    try:
        yield 1
        yield 2
    finally:
        print("fin")
g = ag()
print(type(g), type(g).__name__, g.__name__, g.__qualname__, g.ag_running, g.ag_await, type(g.ag_frame).__name__)
print(repr(g)[:30])
a = g.__anext__()
print(type(a).__name__, repr(a)[:33])
try:
    a.send(None)
except StopIteration as e:
    print("SI", e.value, e.args)
try:
    a.send(None)
except RuntimeError as e:
    print("RE", e)
b = g.asend(None)
print(b.__await__() is b, iter(b) is b)
try: next(b)
except StopIteration as e: print("SI", e.value)
try: next(g)
except TypeError as e: print(e)
try: iter(g)
except TypeError as e: print(e)
c = g.aclose()
try: c.send(None)
except StopIteration as e: print("closed", e.args)
try: c.send(None)
except RuntimeError as e: print(e)
d = g.__anext__()
try: d.send(None)
except StopAsyncIteration as e: print("SAI", e.args)
print(g.ag_frame)
async def ag2():
    yield 1
x = ag2()
try: x.asend(5).send(None)
except TypeError as e: print(e)
try: x.athrow(ValueError("v")).send(None)
except ValueError as e: print("VE", e)
try: x.athrow(ValueError).send(None)
except StopAsyncIteration as e: print("SAI2")
except Exception as e: print(type(e), e)
async def ag3():
    try:
        yield 1
    except GeneratorExit:
        yield 2
y = ag3()
try: y.__anext__().send(None)
except StopIteration as e: print(e.value)
try: y.aclose().send(None)
except RuntimeError as e: print("RE", e)
async def ag4():
    raise StopAsyncIteration
    yield
try: ag4().__anext__().send(None)
except RuntimeError as e: print(e, repr(e.__cause__))
async def ag5():
    raise StopIteration
    yield
try: ag5().__anext__().send(None)
except RuntimeError as e: print(e, repr(e.__cause__))
print(sys.get_asyncgen_hooks())
print(types.AsyncGeneratorType)
try: sys.set_asyncgen_hooks(firstiter=1)
except TypeError as e: print(e)
z = ag2()
an1 = z.__anext__(); an2 = z.__anext__()

class Aw:
    def __await__(self):
        x = yield "tick"
        return x
async def ag6():
    v = await Aw()
    yield v
w = ag6()
s = w.asend(None)
print(s.send(None))
try: s.send(42)
except StopIteration as e: print("got", e.value)
w2 = ag6()
s2 = w2.__anext__(); s2.send(None)
print(w2.ag_running, type(w2.ag_await).__name__)
try: w2.__anext__().send(None)
except RuntimeError as e: print(e)
try: w2.aclose().send(None)
except RuntimeError as e: print(e)
try: w2.athrow(ValueError).send(None)
except RuntimeError as e: print(e)
try: s2.throw(KeyError("k"))
except KeyError as e: print("KE", e)
print(w2.ag_running)
