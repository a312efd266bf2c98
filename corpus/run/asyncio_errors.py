import asyncio

async def inner(n):
    await asyncio.sleep(0.1)
    if n == 2:
        raise ValueError(f"bad {n}")
    return n

async def main():
    loop = asyncio.get_event_loop()
    print(loop is asyncio.get_running_loop())
    try:
        await asyncio.gather(inner(1), inner(2))
    except ValueError as e:
        print("caught", e)
    t = asyncio.create_task(inner(2))
    try:
        await t
    except ValueError as e:
        print("task raised", e, t.done(), repr(t.exception()))
    results = await asyncio.gather(*(inner(i) for i in range(4)), return_exceptions=True)
    print(results)
    print(await inner(2))

asyncio.run(main())
