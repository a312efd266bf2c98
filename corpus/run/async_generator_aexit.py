class Tick:
    def __await__(self):
        v = yield "tick"
        return v

async def res():
    try:
        yield 1
    except KeyError as e:
        print("handled", repr(e))
    finally:
        await Tick()
        print("closing")

class CM:
    def __init__(self):
        self.gen = res()
    async def __aenter__(self):
        return await self.gen.__anext__()
    async def __aexit__(self, typ, value, tb):
        try:
            await self.gen.athrow(typ, value, tb)
        except StopAsyncIteration as exc:
            return exc is not value

async def main():
    async with CM() as r:
        raise KeyError("k")
    print("done")

c = main()
print(c.send(None))
try:
    c.send(None)
except StopIteration:
    print("fin")
