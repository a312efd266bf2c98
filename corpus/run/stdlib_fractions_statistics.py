from fractions import Fraction as F
import statistics
a, b = F(1, 3), F("3/4")
print(a, b, repr(a), a + b, a - b, a * b, a / b, a // b, a % b, -a, abs(-a), a ** 2, a ** -2, 2 ** F(3))
print(a < b, a == F(2, 6), a == 1 / 3, F(1, 2) == 0.5, hash(F(1, 2)) == hash(0.5), hash(a), hash(F(5)))
print(F(0.75), F("1.25e-1"), F(-6, 4), float(a), int(F(-7, 2)), round(F(7, 2)), round(F(5, 2)), F(355, 113).limit_denominator(10))
print(F(3.141592653589793).limit_denominator(1000), a + 1, 1 + a, a * 2.0, sum([F(1, 2), F(1, 3)]), sorted([F(1, 2), F(1, 3), 0]))
try:
    F(1, 0)
except ZeroDivisionError as e:
    print(e)
print((0.75).as_integer_ratio(), (3).as_integer_ratio(), (-2.5e-3).as_integer_ratio())
print(statistics.mean([1, 2, 3]), statistics.mean([1, 2]), statistics.mean([1.5, 2.5]), statistics.median([3, 1, 2, 4]))
print(statistics.mode("aabbbc"), statistics.multimode([1, 1, 2, 2]), statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]))
print(statistics.variance([1, 2, 3, 4]), statistics.pvariance([1, 2, 3, 4]), statistics.stdev([1.5, 2.5, 2.5, 2.75]), statistics.pstdev([1, 2, 3, 4]))
print(statistics.mean([F(1, 2), F(1, 3)]), statistics.fmean([1, 2, 3, 4]))
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print(type(e).__name__, e)
