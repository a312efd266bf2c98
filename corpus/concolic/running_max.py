# N, then N lines of one integer each: how often the running maximum changes.
n = int(input())
best = None
changes = 0
for _ in range(n):
    x = int(input())
    if best is None or x > best:
        best = x
        changes += 1
print(changes, best)
