# Builtins and protocols as CPython has them: exception args, super()'s own
# __class__, a coroutine's cr_* attributes, math's two-argument checks,
# int()'s __trunc__ and buffer messages, ** of mappings, whole tuple slices.
import math
import sys
import warnings

warnings.simplefilter('ignore')


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


x = BaseException()
x.args = (1, 2)
print(x, x.args)
x.args = [3]
print(x.args, repr(x))


class A:
    def m(self):
        return 1


class B(A):
    def m(self):
        return super().__class__, super().m()


print(B().m())


async def co():
    return 1


c = co()
print(c.cr_running, c.cr_await, c.cr_suspended)
c.close()
print(sys.float_repr_style)
show(lambda: math.atan2(1))
show(lambda: math.fmod(1, 2, 3))
show(lambda: math.copysign(1))


class T:
    def __trunc__(self):
        return 7


print(int(T()))
show(lambda: int(bytearray(b'a')))
show(lambda: int(memoryview(b'x')))


class K:
    def keys(self):
        return ['a', 'b']

    def __getitem__(self, k):
        return k.upper()


class D2(dict):
    def __getitem__(self, k):
        return 42


class D3(dict):
    def keys(self):
        return ['q']


print({**K()}, {**D2(a=1)}, dict(D2(a=1)), dict(D3(a=1)), {**D3(a=1)})
show(lambda: {**[1]})
t = (1, 2, 3)
print(t[:] is t, t[0:3] is t, t[::1] is t, t[1:] == (2, 3))
