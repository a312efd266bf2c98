"""How `--entry` runs what an `async def` entry returns (interp/entry.cpp,
explore/replay/_hyexec.py does the same in CPython), as a test would: a
coroutine to its end under asyncio.run, an async generator iterated under
asyncio.run for at most `limit` items, so that the body runs."""
import asyncio


async def _items(agen, limit):
    items = []
    async for item in agen:
        items.append(item)
        if len(items) >= limit:
            break
    return items


def run(coro):
    return asyncio.run(coro)


def iterate(agen, limit):
    return asyncio.run(_items(agen, limit))
