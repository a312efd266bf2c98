# A competition-style program reading structured stdin.
import sys
input = sys.stdin.readline
n = int(input())
a = list(map(int, input().split()))
best = max(a)
total = 0
for i, x in enumerate(a):
    if x % 2 == 0:
        total += x
    elif x > 3:
        total -= 1
print(best, total, sorted(a)[n // 2])
q = int(input())
for _ in range(q):
    l, r = map(int, input().split())
    print(sum(a[l - 1:r]))
