import types
async def ag(n):
    for i in range(n):
        got = await Tick(i)
        yield (i, got)

class Tick:
    def __init__(self, i): self.i = i
    def __await__(self):
        v = yield ("tick", self.i)
        return v

def drive(coro):
    try:
        v = coro.send(None)
        while True:
            print("loop got", v)
            v = coro.send(v[1] * 100)
    except StopIteration as e:
        return e.value

async def main():
    out = []
    async for x in ag(3):
        out.append(x)
    print(out)
    print([x async for x in ag(2)])
    g = (x async for x in ag(2))
    print(type(g).__name__, isinstance(g, types.AsyncGeneratorType), g.__name__)
    print([y async for y in g])
    async def dbl(v):
        return await Tick(v)
    print([await dbl(x) for x in range(2)])
    gg = (await dbl(x) for x in range(2))
    print(type(gg).__name__, [v async for v in gg])
    print({k: v async for k, v in ag(2)})
    return "done"

print(drive(main()))
