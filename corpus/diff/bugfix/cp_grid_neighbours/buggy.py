h, w = map(int, input().split())
g = [input() for _ in range(h)]
count = 0
for i in range(h):
    for j in range(w):
        if g[i][j] == "#" and j + 1 < w and g[i][j + 1] == "#":
            count += 1
        if g[i][j] == "#" and i + 1 < h and g[i][j + 1] == "#":
            count += 1
print(count)
