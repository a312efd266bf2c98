# math.fsum correctly rounded (and its errors), math.log and fsum of objects
# with __float__, three-argument pow through the base's __pow__.
import math
from decimal import Decimal
from fractions import Fraction


def attempt(f):
    try:
        return f()
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([1.0, 1e-16, 1e-16]), math.fsum([2.0 ** 53, 1.0, 2.0 ** -53]), math.fsum([]))
print(math.fsum(x / 7 for x in range(100)), attempt(lambda: math.fsum([1e308, 1e308, -1e308])))
print(attempt(lambda: math.fsum([1e308, 1e308])), attempt(lambda: math.fsum([math.inf, -math.inf])))
print(math.fsum([math.inf, 1.0]), math.fsum([math.nan, 1.0]), attempt(lambda: math.fsum(['a'])))
print(math.fsum([Decimal('1.5'), Fraction(1, 4), 2]), math.log(Decimal('2.5')), math.log(Fraction(1, 2), 2))
print(attempt(lambda: math.fsum(1)), attempt(lambda: math.fsum([10 ** 400])))


class P:
    def __pow__(self, other, mod=None):
        return ('pow', other, mod)

    def __rpow__(self, other, mod=None):
        return ('rpow', other, mod)


print(pow(P(), 2, 5), pow(Decimal(3), 2, 5), pow(3, 2, 5), pow(True, 2, 5))
for args in [(2.0, 2, 5), (object(), 2, 5), ('a', 2, 5), (2, 'a', 5), (2, 2, 'a'), (2, 2.0, 5),
             (2, P(), 5), (2, 2, P())]:
    print(attempt(lambda: pow(*args)))
