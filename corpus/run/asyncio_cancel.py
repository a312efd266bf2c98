import asyncio

async def sleeper(name, d):
    try:
        print(name, "sleeping")
        await asyncio.sleep(d)
        print(name, "woke")
        return name
    except asyncio.CancelledError as e:
        print(name, "cancelled", e.args)
        raise
    finally:
        print(name, "finally")

async def main():
    # cancellation through gather
    g = asyncio.gather(sleeper("g1", 1), sleeper("g2", 2))
    await asyncio.sleep(0.5)
    print("cancel gather", g.cancel(msg="bye"))
    try:
        await g
    except asyncio.CancelledError as e:
        print("gather cancelled", e.args)
    # shield
    inner = asyncio.create_task(sleeper("sh", 0.3))
    outer = asyncio.shield(inner)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled", inner.cancelled())
    print("inner result", await inner)
    # wait_for cancels its inner
    t = asyncio.create_task(sleeper("wf", 5))
    try:
        await asyncio.wait_for(t, timeout=0.1)
    except TimeoutError:
        print("wf timeout", t.cancelled())
    # wait FIRST_COMPLETED / FIRST_EXCEPTION
    async def fail(d):
        await asyncio.sleep(d)
        raise KeyError(d)
    a = asyncio.create_task(sleeper("a", 0.2), name="A")
    b = asyncio.create_task(sleeper("b", 0.4), name="B")
    done, pending = await asyncio.wait([a, b], return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.get_name() for t in done), sorted(t.get_name() for t in pending))
    c = asyncio.create_task(fail(0.1), name="C")
    done, pending = await asyncio.wait([b, c], return_when=asyncio.FIRST_EXCEPTION)
    print(sorted(t.get_name() for t in done), sorted(t.get_name() for t in pending))
    print(repr(c.exception()))
    await b
    # timeout_at and reschedule
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.2) as cm:
            cm.reschedule(loop.time() + 0.4)
            await asyncio.sleep(0.3)
            print("not yet", cm.expired())
            await asyncio.sleep(0.3)
    except TimeoutError:
        print("expired", cm.expired())
    async with asyncio.timeout(None) as cm:
        print(cm.when())
    # cancel a task before it starts
    t2 = asyncio.create_task(sleeper("early", 1))
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError as e:
        print("early cancelled", e.args)
    # cancel with uncaught message propagates to awaiting task
    t3 = asyncio.create_task(sleeper("t3", 1))
    await asyncio.sleep(0)
    t3.cancel("msg3")
    try:
        await t3
    except asyncio.CancelledError as e:
        print("t3", e.args, t3.cancelling())
    # task swallowing cancellation
    async def stubborn():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("ignoring cancel")
        return "survived"
    t4 = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t4.cancel()
    print(await t4, t4.cancelled())
    # call_soon ordering vs tasks
    order = []
    async def note(n):
        order.append(n)
        await asyncio.sleep(0)
        order.append(n + "'")
    loop.call_soon(order.append, "cb1")
    ts = [asyncio.create_task(note(x)) for x in "xyz"]
    loop.call_soon(order.append, "cb2")
    await asyncio.gather(*ts)
    print(order)
    # same-deadline timers
    order.clear()
    for i in range(4):
        loop.call_later(0.1, order.append, i)
    loop.call_later(0.05, order.append, "early")
    await asyncio.sleep(0.2)
    print(order)
    # condition
    cond = asyncio.Condition()
    items = []
    async def consumer(n):
        async with cond:
            await cond.wait_for(lambda: items)
            print("consumer", n, items.pop())
    cs = [asyncio.create_task(consumer(i)) for i in range(2)]
    await asyncio.sleep(0)
    async with cond:
        items.extend([1, 2])
        cond.notify_all()
    await asyncio.gather(*cs)
    bs = asyncio.BoundedSemaphore(1)
    await bs.acquire()
    bs.release()
    try:
        bs.release()
    except ValueError as e:
        print(e)
    pq = asyncio.PriorityQueue()
    for x in [3, 1, 2]:
        pq.put_nowait(x)
    print([pq.get_nowait() for _ in range(3)])
    lq = asyncio.LifoQueue()
    for x in [3, 1, 2]:
        lq.put_nowait(x)
    print([lq.get_nowait() for _ in range(3)])
    q = asyncio.Queue(1)
    q.put_nowait(1)
    try:
        q.put_nowait(2)
    except asyncio.QueueFull:
        print("full", q.full(), q.qsize())
    q.get_nowait()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("empty", q.empty())
    try:
        q.task_done(); q.task_done()
    except ValueError as e:
        print(e)
    barrier = asyncio.Barrier(3)
    async def bw(n):
        await asyncio.sleep(n / 10)
        print("at barrier", n)
        i = await barrier.wait()
        print("passed", n)
    await asyncio.gather(*(bw(i) for i in range(3)))
    print(asyncio.current_task().get_name(), len(asyncio.all_tasks()))
    t5 = asyncio.create_task(asyncio.sleep(0.1), name="sleepy")
    print(t5.get_name(), t5.done())
    await t5
    print(t5.done(), t5.result())
    f = loop.create_future()
    loop.call_later(0.1, f.set_result, 42)
    print(repr(f), await f, repr(f))
    f2 = loop.create_future()
    f2.set_exception(ValueError("x"))
    print(repr(f2))
    try:
        f2.set_result(1)
    except asyncio.InvalidStateError as e:
        print("ISE", e)
    try:
        loop.create_future().result()
    except asyncio.InvalidStateError as e:
        print(e)
    print(asyncio.iscoroutinefunction(main), asyncio.iscoroutine(main()), asyncio.isfuture(f))

asyncio.run(main())
loop = asyncio.new_event_loop()
print(loop.run_until_complete(sleeper("rc", 0.1)))
print(loop.is_closed(), loop.is_running())
loop.close()
try:
    loop.run_until_complete(sleeper("x", 1))
except RuntimeError as e:
    print(e)
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print(e)
async def bad():
    raise ValueError("in main")
try:
    asyncio.run(bad())
except ValueError as e:
    print("run raised", e)
try:
    asyncio.run(1)
except ValueError as e:
    print(e)
async def leftover():
    asyncio.create_task(sleeper("orphan", 10))
    await asyncio.sleep(0)
    print("main done")
asyncio.run(leftover())
