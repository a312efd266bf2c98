# N M, then M edges "u v" (1-based): the largest degree, and whether a self-loop exists.
n, m = map(int, input().split())
degree = [0] * (n + 1)
loop = False
for _ in range(m):
    u, v = map(int, input().split())
    if u == v:
        loop = True
    degree[u] += 1
    degree[v] += 1
best = max(degree)
print(best, "loop" if loop else "simple")
