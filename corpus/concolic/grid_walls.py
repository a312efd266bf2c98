# H W, then H rows of '#' and '.': count the walls, say if the corners are free.
h, w = map(int, input().split())
walls = 0
corner = False
for i in range(h):
    row = input()
    for j in range(w):
        if row[j] == "#":
            walls += 1
        elif i == 0 and j == 0:
            corner = True
print(walls, "free" if corner else "blocked")
