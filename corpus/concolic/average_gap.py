# N K, then N integers: the average of the numbers above K (none: ZeroDivisionError).
n, k = map(int, input().split())
a = list(map(int, input().split()))
above = 0
count = 0
for i in range(n):
    if a[i] > k:
        above += a[i]
        count += 1
print(above // count)
