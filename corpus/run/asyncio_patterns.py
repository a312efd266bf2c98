import asyncio
import time


async def fetch(i, delay):
    print(f"fetch {i} start")
    await asyncio.sleep(delay)
    print(f"fetch {i} done")
    return {"id": i, "delay": delay}


async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("produced", i, "size", q.qsize())
        await asyncio.sleep(0.1)
    for _ in range(2):
        await q.put(None)


async def consumer(q, name, results):
    while True:
        item = await q.get()
        try:
            if item is None:
                print(name, "stops")
                return
            await asyncio.sleep(0.27)
            results.append((name, item))
            print(name, "handled", item)
        finally:
            q.task_done()


async def ticker(interval, count):
    t0 = asyncio.get_running_loop().time()
    for i in range(count):
        yield i, round(asyncio.get_running_loop().time() - t0, 1)
        await asyncio.sleep(interval)


async def main():
    start = time.perf_counter()
    results = await asyncio.gather(*(fetch(i, 0.3 - i * 0.1) for i in range(3)))
    print(results, round(time.perf_counter() - start, 1))
    q = asyncio.Queue(maxsize=2)
    got = []
    await asyncio.gather(producer(q, 5), consumer(q, "c1", got), consumer(q, "c2", got))
    await q.join()
    print(sorted(got))
    async for i, when in ticker(0.5, 3):
        print("tick", i, when)
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    t0 = loop.time()

    def resolve():
        print("resolving after", round(loop.time() - t0, 1))
        fut.set_result("value")
    loop.call_later(1.5, resolve)
    print(await fut)
    task = asyncio.create_task(fetch(9, 10))
    await asyncio.sleep(1)
    print("task done?", task.done())
    task.cancel()
    await asyncio.sleep(0)
    print("cancelled?", task.cancelled())
    sem = asyncio.Semaphore(2)
    running = []

    async def limited(i):
        async with sem:
            running.append(i)
            print("running", sorted(running))
            await asyncio.sleep(0.1 * (i + 1))
            running.remove(i)
        return i
    print(await asyncio.gather(*(limited(i) for i in range(5))))

    async def slow():
        await asyncio.sleep(2)
        return "slow"
    try:
        print(await asyncio.wait_for(slow(), timeout=3))
        print(await asyncio.wait_for(slow(), timeout=1))
    except asyncio.TimeoutError:
        print("timed out")
    print("total", round(time.perf_counter() - start))


asyncio.run(main())
loop = asyncio.new_event_loop()
asyncio.set_event_loop(loop)
print(loop.run_until_complete(fetch("L", 0.1)))
loop.close()
