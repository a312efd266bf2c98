n, q = map(int, input().split())
a = list(map(int, input().split()))
pre = [0]
for x in a:
    pre.append(pre[-1] + x)
for _ in range(q):
    l, r = map(int, input().split())
    print(pre[r] - pre[l - 1])
