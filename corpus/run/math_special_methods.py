# math: logarithms of ints too large for a float, isclose's tolerances and
# infinities, __ceil__ / __floor__ found through a descriptor.
import math

print(math.log2(2**2000), math.log10(10**500), math.log(2**3000), math.log(8, 2))
for f in (math.log2, math.log10, math.log):
    for x in (0, -1, -2**2000, 0.0, float("inf"), "a"):
        try:
            print(f(x))
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
print(math.isclose(math.inf, -math.inf), math.isclose(math.inf, math.inf))
print(math.isclose(1, 1.0000000001), math.isclose(1, 1.1, abs_tol=0.2))
try:
    math.isclose(1, 1, rel_tol=-1)
except ValueError as e:
    print("ValueError:", e)


class Refusing:
    def __get__(self, obj, objtype=None):
        raise ValueError("refused")


class Lazy:
    def __get__(self, obj, objtype=None):
        return lambda: "floor through __get__"


class Ceil:
    __ceil__ = Refusing()


class Floor:
    __floor__ = Lazy()


try:
    math.ceil(Ceil())
except ValueError as e:
    print("ValueError:", e)
print(math.floor(Floor()))


class Outer:
    class Inner:
        p = property()


try:
    Outer.Inner().p = 1
except AttributeError as e:
    print("AttributeError:", e)
