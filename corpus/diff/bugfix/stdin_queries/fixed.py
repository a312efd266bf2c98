d = {}
q = int(input())
for _ in range(q):
    parts = input().split()
    if parts[0] == "set":
        d[parts[1]] = int(parts[2])
    else:
        print(d[parts[1]] if parts[1] in d else "NONE")
