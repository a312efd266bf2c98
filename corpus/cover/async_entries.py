# `async def` functions called as entries are run as a test runs them
# (asyncio.run): a coroutine to its end, an async generator iterated, so
# that their bodies run; a bare call only makes the coroutine object.
import asyncio


async def fetch(n):
    await asyncio.sleep(0)
    print("fetched", n)
    return n * 2


async def rows(count):
    for i in range(count):
        yield i
    print("no more rows")
