# Built-in functions (a module's or the builtins') stored on a class do not
# bind as methods; Python functions do.
import cmath
import math


class Checks:
    isclose = math.isclose
    cisclose = cmath.isclose
    size = len
    absolute = abs

    def own(self, x):
        return x


c = Checks()
print(c.isclose(1.0, 1.0), c.cisclose(1j, 1j), c.size([1, 2]), c.absolute(-3), c.own(4))
print(Checks.size is len, math.isclose.__module__, len.__module__, repr(math.floor))


# math.floor / ceil / trunc use the argument's __floor__ / __ceil__ / __trunc__.
class Rounded:
    def __floor__(self):
        return "floor"

    def __ceil__(self):
        return "ceil"

    def __trunc__(self):
        return "trunc"


class AsFloat:
    def __float__(self):
        return 2.5


class Down(float):
    def __floor__(self):
        return -1


print(math.floor(Rounded()), math.ceil(Rounded()), math.trunc(Rounded()))
print(math.floor(AsFloat()), math.ceil(AsFloat()), math.floor(Down(3.5)), math.ceil(Down(3.5)))
for f in (math.floor, math.ceil, math.trunc):
    for x in (AsFloat(), "s", object()):
        try:
            print(f(x))
        except TypeError as e:
            print("TypeError:", e)


# Sequences repeat by any object with __index__ (after the number protocol).
class Three:
    def __index__(self):
        return 3


class Times:
    def __rmul__(self, other):
        return "rmul"

    def __index__(self):
        return 2


print([0] * Three(), Three() * (1,), "ab" * Three(), b"x" * Three(), bytearray(b"y") * Three())
print([0] * Times(), b"a".__mul__(Three()), bytearray(b"b").__rmul__(2))
items = [1]
items *= Three()
print(items)
for seq in ([1], "s", b"b"):
    try:
        seq * object()
    except TypeError as e:
        print("TypeError:", e)
