# math.comb works with min(k, n - k) factors (comb(2**1000, 2**1000) is 1
# at once; it hung hyexec past its time limit), refuses more than a C long
# of them; perm's argument errors and bounds.
import math

cases = [
    (math.comb, (2**1000, 2**1000)),
    (math.comb, (2**1000, 2**1000 - 1)),
    (math.comb, (2**1000, 0)),
    (math.comb, (1, 2**1000)),
    (math.comb, (10, 3)),
    (math.comb, (2**1000, 2**999)),
    (math.comb, (2**70, 2**65)),
    (math.comb, (-1, 2)),
    (math.comb, (3, -1)),
    (math.perm, (5,)),
    (math.perm, (5, 2)),
    (math.perm, (5, 6)),
    (math.perm, (2**1000, 2**999)),
    (math.perm, (-1, 2)),
    (math.perm, (3, -1)),
    (math.perm, (2**100, 1)),
]
for fn, args in cases:
    shown = ', '.join(str(a) if a < 10**6 else '2**%d' % (a.bit_length() - 1) for a in args)
    try:
        print(fn.__name__, shown, fn(*args) == 2**1000 or fn(*args))
    except (ValueError, OverflowError) as e:
        print(fn.__name__, shown, type(e).__name__, e)
print(math.comb(2**1000, 2**1000 - 2) == 2**1000 * (2**1000 - 1) // 2)
