xs = [float(t) for t in input().split()]
print(sum(xs) / len(xs))
