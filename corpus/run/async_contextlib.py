import asyncio
import contextlib


@contextlib.asynccontextmanager
async def resource(name, log):
    log.append(f"open {name}")
    await asyncio.sleep(0.01)
    try:
        yield name.upper()
    except KeyError as e:
        log.append(f"handled {e!r}")
    finally:
        await asyncio.sleep(0.01)
        log.append(f"close {name}")


class Counter:
    def __init__(self, n):
        self.n = n
        self.i = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.i += 1
        return self.i


async def main():
    log = []
    async with resource("a", log) as r:
        log.append(f"using {r}")
    async with resource("b", log) as r:
        raise KeyError("k")
    try:
        async with resource("c", log):
            raise ValueError("v")
    except ValueError as e:
        log.append(f"escaped {e!r}")
    async with contextlib.AsyncExitStack() as stack:
        x = await stack.enter_async_context(resource("d", log))
        y = await stack.enter_async_context(resource("e", log))
        log.append(f"stack {x} {y}")
    print("\n".join(log))
    print([i async for i in Counter(3)])
    async for i in Counter(2):
        print("counter", i)
    agen = resource.__wrapped__("w", log)
    print(type(agen).__name__, await agen.__anext__())
    await agen.aclose()
    print(log[-1])
    async with contextlib.aclosing(Counter2()) as c:
        async for v in c:
            print("aclosing", v)
            break


async def counter2():
    try:
        for i in range(5):
            yield i
    finally:
        print("counter2 closed")


Counter2 = counter2

loop = asyncio.get_event_loop()
loop.run_until_complete(main())
loop.call_later(0.5, loop.stop)
loop.call_soon(print, "forever starts")
loop.run_forever()
print("stopped", loop.is_running())
loop.close()
