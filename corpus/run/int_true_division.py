# int / int correctly rounded as CPython's long_true_divide: huge operands, subnormal and
# overflowing results, and 3000 random quotients (hashed).
import random
r = random.Random(5)
print(10**500 / (2*10**192), 2**1100 / 3**500, (10**400+1)/10**399, -7 / 2, 2**63 / 3, (2**63 - 1) / -(2**62 + 1))
print(1 / 10**400, 10**300 / 10**620, (2**1074 + 1) / 2**2148, 3 / 2**1076, 5 / 2**1076, 2**1023 * 3 // 2 / 1)
out = []
for i in range(3000):
    a = r.getrandbits(r.randint(1, 400)) * r.choice([1, -1]); b = r.getrandbits(r.randint(1, 400)) or 1
    out.append(a / b)
    x = r.getrandbits(63); y = r.getrandbits(r.randint(1, 63)) or 1
    out.append(x / y)
print(hash(tuple(out)))
for bad in [lambda: 10**400 / 3, lambda: 1 / 0, lambda: 2**2000 / 2**975]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
