import math

xs = [float(t) for t in input().split()]
print(math.fsum(xs) / len(xs))
