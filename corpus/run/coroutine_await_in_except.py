class Tick:
    def __await__(self):
        v = yield "tick"
        return v

async def inner():
    await Tick()
    return 5

async def main():
    try:
        raise KeyError("k")
    except KeyError:
        r = await inner()
        print("r", r)
        raise
    
c = main()
print(c.send(None))
try:
    c.send(None)
except KeyError as e:
    print("fin", repr(e))
