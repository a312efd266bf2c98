import asyncio, time

async def worker(name, delay):
    print("start", name)
    await asyncio.sleep(delay)
    print("end", name)
    return name * 2

async def main():
    t0 = time.monotonic()
    r = await asyncio.gather(worker("a", 0.2), worker("b", 0.1), worker("c", 0.1))
    print(r, round(time.monotonic() - t0, 1))
    t = asyncio.create_task(worker("d", 1))
    await asyncio.sleep(0.5)
    t.cancel("stop it")
    try:
        await t
    except asyncio.CancelledError as e:
        print("cancelled", e.args, t.cancelled())
    try:
        await asyncio.wait_for(worker("e", 2), 0.5)
    except asyncio.TimeoutError as e:
        print("timeout", type(e).__name__, asyncio.TimeoutError is TimeoutError)
    try:
        async with asyncio.timeout(0.3):
            await worker("f", 1)
    except TimeoutError:
        print("timeout2")
    tasks = [asyncio.create_task(worker(n, d)) for n, d in [("x", 0.3), ("y", 0.1), ("z", 0.2)]]
    for c in asyncio.as_completed(tasks):
        print("done", await c)
    done, pending = await asyncio.wait(tasks + [asyncio.create_task(worker("w", 5))], timeout=1)
    print(len(done), len(pending))
    for p in pending: p.cancel()
    print(await asyncio.gather(worker("g", 0), asyncio.sleep(0.1, "s"), return_exceptions=True))
    async def boom():
        await asyncio.sleep(0.1)
        raise ValueError("boom")
    print(await asyncio.gather(boom(), worker("h", 0.2), return_exceptions=True))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(boom())
            tg.create_task(worker("i", 1))
    except* ValueError as eg:
        print("eg", eg.exceptions)
    print(asyncio.current_task().get_name())
    q = asyncio.Queue(maxsize=2)
    async def prod():
        for i in range(5):
            await q.put(i)
            print("put", i)
        await q.put(None)
    async def cons():
        while (item := await q.get()) is not None:
            print("got", item)
            q.task_done()
            await asyncio.sleep(0.01)
        q.task_done()
    await asyncio.gather(prod(), cons())
    await q.join()
    lock = asyncio.Lock()
    async def locker(n):
        async with lock:
            print("lock", n)
            await asyncio.sleep(0.1)
    await asyncio.gather(*(locker(i) for i in range(3)))
    ev = asyncio.Event()
    async def waiter(n):
        await ev.wait()
        print("ev", n)
    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    ev.set()
    await asyncio.gather(*ws)
    sem = asyncio.Semaphore(2)
    async def s(n):
        async with sem:
            print("sem in", n)
            await asyncio.sleep(0.1)
            print("sem out", n)
    await asyncio.gather(*(s(i) for i in range(4)))
    loop = asyncio.get_running_loop()
    loop.call_later(0.2, print, "later")
    loop.call_soon(print, "soon")
    await asyncio.sleep(0.3)
    print(await loop.run_in_executor(None, sum, [1, 2, 3]))
    print(repr(asyncio.shield(asyncio.sleep(0)))[:8])

asyncio.run(main())
