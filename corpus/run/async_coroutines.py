# Coroutines driven by hand: await, async for, async with, types.coroutine
import types


@types.coroutine
def pause(tag):
    got = yield tag
    return got * 2


class Ticker:
    def __init__(self, n):
        self.i, self.n = 0, n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return await pause(self.i)


class Guard:
    async def __aenter__(self):
        print("enter")
        return "guarded"

    async def __aexit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None)
        return True


async def main():
    total = 0
    async for v in Ticker(3):
        total += v
    async with Guard() as g:
        print(g)
        raise KeyError("swallowed")
    return total


coro = main()
print(type(coro).__name__)
value = coro.send(None)
try:
    while True:
        print("yielded", value)
        value = coro.send(value)
except StopIteration as stop:
    print("result", stop.value)


async def bad():
    await 5

try:
    bad().send(None)
except TypeError as e:
    print(e)
try:
    iter(main())
except TypeError as e:
    print(e)
