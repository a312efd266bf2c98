# await of coroutines run inline: results, PEP 479, yields, throw() and errors through them.
import asyncio
async def fib(n):
    if n <= 1:
        return n
    return await fib(n - 1) + await fib(n - 2)
c = fib(10)
try:
    while True: c.send(None)
except StopIteration as e: print("ret", e.value)
async def bad():
    raise StopIteration(3)
async def outer():
    try:
        await bad()
    except RuntimeError as e:
        print("RE", e, type(e.__cause__).__name__)
    return 7
print(asyncio.run(outer()))
async def sl(x):
    await asyncio.sleep(0)
    return x * 2
async def main():
    r = await asyncio.gather(sl(1), sl(2))
    v = await sl(5)
    return r, v
print(asyncio.run(main()))
class Aw:
    def __await__(self):
        x = yield 1
        return x
async def w():
    return await Aw()
async def ww():
    return await w()
c = ww()
print(c.send(None))
try: c.send(42)
except StopIteration as e: print("stop", e.value)
async def g():
    try:
        await w()
    except ValueError as e:
        print("caught", e)
        return 5
c = g(); c.send(None)
try: c.throw(ValueError("boom"))
except StopIteration as e: print("stop", e.value)
async def err():
    1/0
async def top():
    await err()
try: asyncio.run(top())
except ZeroDivisionError as e: print("zde", e)
