# User classes derived from int, float and complex: __new__ overrides,
# arithmetic that answers the base type, repr/str/format, hashing, indexing,
# the builtins' conversions, and methods the subclass defines itself.
class Doubled(int):
    def __new__(cls, v):
        return super().__new__(cls, v * 2)


p = Doubled(3)
print(p, repr(p), type(p).__name__, p + 1, type(p + 1).__name__, p * p, -p, +p, ~p, p == 6)
print(hash(p) == hash(6), isinstance(p, int), bool(Doubled(0)), bool(p), p.bit_length(), p.real)
print([10, 20, 30, 40, 50, 60, 70][p], range(p), f"{p:>5}|{p:x}", "%d %s" % (p, p), int(p), float(p), str(p))


class Celsius(float):
    def to_f(self):
        return self * 9 / 5 + 32


c = Celsius(21.5)
print(c, repr(c), c.to_f(), c + 1, type(c + 1).__name__, c > 3, round(c), int(c), abs(Celsius(-2.5)))
print(f"{c:.3f}", c.is_integer(), c.real, Celsius(), Celsius("1.25"), {c: 1}[21.5])


class Money(int):
    def __add__(self, other):
        return Money(int(self) + int(other))

    __radd__ = __add__

    def __repr__(self):
        return f"Money({int(self)})"

    def __str__(self):
        return f"${int(self)}"


m = Money(3)
print(repr(m + 4), repr(4 + m), m < 5, sorted([Money(3), Money(1)]), str(m), m * 2, type(m * 2).__name__)
print(sum([Money(1), Money(2)], Money(0)), f"{m}", "%s" % m)


class Z(complex):
    pass


print(Z(1, 2), Z(1, 2) * 2, abs(Z(3, 4)), Z(1, 2).real, type(Z(1) + 1).__name__)
try:
    class B(bool):
        pass
except TypeError as e:
    print("TypeError:", e)


class I(int):
    pass


print(I(), I(5), I("12"), I("ff", 16), I(3.9), divmod(I(7), 2), I(7) // 2, abs(I(-3)), max(I(2), 3))
print(I(5) in {5}, {I(5): 1}[5], I(2) ** 10, I(7) % 3, I(6) / 4, I(1) << 3, I(12) & 10, round(I(15), -1))
x = I(9)
x.attr = 1
print(x.attr, x.__class__, type(x) is I, I.__mro__, I.__base__, sorted([I(3), 1, I(2)]))


class Positive(int):
    def __new__(cls, value):
        if value <= 0:
            raise ValueError("not positive: %d" % value)
        return super().__new__(cls, value)

    def __init__(self, value):
        self.original = value


q = Positive(4)
print(q, q.original, q + q)
try:
    Positive(-1)
except ValueError as e:
    print("ValueError:", e)


class Str(str):
    def shout(self):
        return self.upper() + "!"


s = Str("hey")
print(s.shout(), s + "x", type(s + "x").__name__, f"{s:>5}|", repr(s), len(s))
