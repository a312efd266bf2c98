# A plain call's frame is a region of the machine's value stack (interp/value_stack.h):
# deep recursion past a chunk of slots and back, arguments evaluated straight into
# the callee's slots (a failing one, a receiver), and the frames that leave the
# stack: generators whose call arguments yield, coroutines that await in them,
# a frame object read after its call returned.
import asyncio
import sys


def many(n, a=1, b=2, c=3, d=4, e=5, f=6, g=7, h=8, i=9, j=10, k=11, l=12, m=13, o=14, p=15):
    x1 = x2 = x3 = x4 = x5 = n
    if n == 0:
        return 0
    return many(n - 1) + a + p + x1 - x5


print(many(900))
sys.setrecursionlimit(3000)
print(many(2900))  # about 60000 slots: several chunks
print(many(10))    # and back in the first


def deep(n):
    return deep(n + 1)


try:
    deep(0)
except RecursionError as e:
    print("recursion:", e)
print(many(3))


def gen():
    def add(a, b):
        return a + b

    x = add(1, (yield 1))
    yield x
    y = add((yield 2), add(3, (yield 3)))
    yield y


g = gen()
print(next(g), g.send(10), g.send(20), g.send(30), g.send(40))


def bad(a, b):
    return a


for call in (lambda: bad(1), lambda: bad(1, 2, 3), lambda: bad(1, c=2), lambda: bad(undefined)):
    try:
        call()
    except (TypeError, NameError) as e:
        print(type(e).__name__, e)


def raiser(x):
    return 1 / x


def outer(x):
    return raiser(x) + 1


try:
    outer(0)
except ZeroDivisionError as e:
    tb = e.__traceback__
    while tb:
        print(tb.tb_frame.f_code.co_name, tb.tb_lineno)
        tb = tb.tb_next


def frame_of(a, b):
    c = a + b
    return sys._getframe()


fr = frame_of(1, 2)
many(20)  # reuses the slots frame_of had
print(sorted(fr.f_locals.items()), fr.f_lineno, fr.f_code.co_name)


def captured(a, b):
    def inner():
        return a * b

    a += 1
    return inner


print(captured(2, 3)())


class C:
    def m(self, x, y=5):
        return x + y

    def chain(self, n):
        return self.m(n) if n < 3 else self.chain(n - 1) + 1


print(C().m(1), C().m(1, 2), C.m(C(), 3), C().chain(10))


async def co(a, b):
    await asyncio.sleep(0)
    return a + b


async def main():
    def add(x, y):
        return x + y

    r = add(1, await co(2, 3))
    r2 = [add(i, await co(i, 1)) for i in range(3)]
    return r, r2


print(asyncio.run(main()))
print(list(abs(i) + many(1) for i in range(-2, 2)))
