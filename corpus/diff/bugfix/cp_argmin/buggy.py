n = int(input())
a = list(map(int, input().split()))
best = 0
for i in range(1, n):
    if a[i] <= a[best]:
        best = i
print(best + 1)
