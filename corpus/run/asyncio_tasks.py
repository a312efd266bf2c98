import asyncio

async def worker(name, delay, log):
    log.append(name + " start")
    await asyncio.sleep(delay)
    log.append(name + " done")
    return name.upper()

async def main():
    log = []
    results = await asyncio.gather(worker("a", 0.2, log), worker("b", 0.1, log), worker("c", 0, log))
    print(results)
    print(log)
    t = asyncio.create_task(worker("d", 0.05, log))
    print(t.done())
    r = await t
    print(r, t.done(), t.result())
    q = asyncio.Queue()
    async def producer():
        for i in range(3):
            await q.put(i)
            await asyncio.sleep(0)
    async def consumer():
        got = []
        for _ in range(3):
            got.append(await q.get())
        return got
    _, got = await asyncio.gather(producer(), consumer())
    print(got)
    return "end"

print(asyncio.run(main()))
async def boom():
    await asyncio.sleep(0)
    raise ValueError("bad")
try:
    asyncio.run(boom())
except ValueError as e:
    print("caught", e)
