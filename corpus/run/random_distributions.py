# random: randbytes and the derived distributions draw as CPython's do.
import random

r = random.Random(12345)
print(r.randbytes(12))
print(r.lognormvariate(0, 1), r.vonmisesvariate(1.0, 4.0), r.vonmisesvariate(1.0, 0))
print(r.gammavariate(2.5, 1.5), r.gammavariate(1.0, 2.0), r.gammavariate(0.5, 1.0))
print(r.betavariate(2, 3), r.paretovariate(3), r.weibullvariate(1, 2))
random.seed(7)
print(random.randbytes(5), random.gammavariate(3, 1), random.betavariate(0.5, 0.5))
print(random.TWOPI, random.LOG4, random.SG_MAGICCONST, random.BPF, random.RECIP_BPF)
try:
    r.gammavariate(0, 1)
except ValueError as e:
    print(e)
