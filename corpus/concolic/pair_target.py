# N X, then N integers: the first pair of positions whose values add up to X.
n, x = map(int, input().split())
a = list(map(int, input().split()))
found = None
for i in range(n):
    for j in range(i + 1, n):
        if a[i] + a[j] == x:
            found = (i, j)
            break
    if found:
        break
print(found if found else -1)
