# A competition-style program: parse numbers, prefix sums, queries.
import sys

n = 200000
a = [(i * 37) % 1000 for i in range(n)]
prefix = [0] * (n + 1)
for i, x in enumerate(a):
    prefix[i + 1] = prefix[i] + x
best = 0
for l in range(0, n - 100, 7):
    s = prefix[l + 100] - prefix[l]
    if s > best:
        best = s
sys.stdout.write(str(best) + "\n")
