# statistics is CPython's own (embedded at build time): NormalDist, harmonic and
# geometric means, quantiles, grouped median, correlation and regression,
# over ints, floats, Fractions and Decimals; _statistics is an optional
# accelerator it does without.
import statistics as s
print(s.mean([1,2,3,4]), s.median([3,1,2]), s.stdev([1.5,2.5,2.5,2.75,3.25,4.75]), s.mode('aab'))
print(s.fmean([1,2,3.5]), s.harmonic_mean([40, 60]), s.geometric_mean([54, 24, 36]))
print(s.quantiles([1,2,3,4,5,6,7,8], n=4), s.variance([2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]))
nd = s.NormalDist(100, 15)
print(nd.cdf(130), nd.inv_cdf(0.9), nd.overlap(s.NormalDist(110, 12)))
from fractions import Fraction
from decimal import Decimal
print(s.mean([Fraction(1,2), Fraction(1,3)]), s.mean([Decimal('1.1'), Decimal('2.2')]), s.median_grouped([1,2,2,3,4]))
print(s.correlation([1,2,3],[1,2,4]), s.linear_regression([1,2,3],[2,4,7]))
