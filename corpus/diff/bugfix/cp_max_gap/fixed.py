n = int(input())
a = list(map(int, input().split()))
best = 0
for i in range(n - 1):
    best = max(best, a[i + 1] - a[i])
print(best)
