import asyncio, types, sys

async def ticker(n):
    for i in range(n):
        await asyncio.sleep(0.1)
        yield i

async def echo():
    received = []
    try:
        while True:
            v = yield len(received)
            received.append(v)
            if v == "stop":
                return
    finally:
        print("echo closed", received)

async def cleanup_gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")

async def main():
    async for x in ticker(3):
        print("tick", x)
    print([x async for x in ticker(3)])
    print({x: x * x async for x in ticker(3)})
    print({x async for x in ticker(2)})
    print([x async for x in ticker(5) if x % 2])
    g = (x * 10 async for x in ticker(3))
    print(type(g).__name__, isinstance(g, types.AsyncGeneratorType))
    print([y async for y in g])
    async def dbl(v):
        await asyncio.sleep(0)
        return v * 2
    print([await dbl(x) for x in range(3)])
    gg = (await dbl(x) for x in range(3))
    print(type(gg).__name__, [v async for v in gg])
    e = echo()
    print(await e.asend(None))
    print(await e.asend("a"))
    print(await e.asend("b"))
    try:
        await e.asend("stop")
    except StopAsyncIteration:
        print("stopped")
    c = cleanup_gen()
    async for v in c:
        print("v", v)
        break
    await c.aclose()
    print("after aclose")
    t = ticker(5)
    print(await t.__anext__(), await anext(t), await anext(t, "dflt"))
    await t.aclose()
    print(await anext(t, "dflt"))
    try:
        await anext(t)
    except StopAsyncIteration:
        print("SAI")
    async def thrower():
        try:
            yield 1
        except KeyError as k:
            print("caught", k)
            yield 2
    th = thrower()
    print(await th.__anext__())
    print(await th.athrow(KeyError("kk")))
    print(aiter(th) is th)
    c2 = cleanup_gen()
    async for v in c2:
        print("v2", v)
        break
    del c2
    print("after del")
    await asyncio.sleep(0)
    print("after sleep")

asyncio.run(main())
async def left():
    try:
        yield 1
        await asyncio.sleep(0)
        yield 2
    finally:
        print("left finally")
async def main2():
    g = left()
    print(await g.__anext__())
    print("main2 end")
    globals()['keep'] = g
asyncio.run(main2())
print("end")
