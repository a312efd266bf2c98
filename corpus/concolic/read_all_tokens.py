# All of stdin at once (sys.stdin.read): N, then N numbers; is any number twice N?
import sys

data = sys.stdin.read().split()
n = int(data[0])
values = [int(x) for x in data[1:]]
hits = 0
for v in values[:n]:
    if v == 2 * n:
        hits += 1
if hits > 0:
    print("found", hits)
else:
    print("none")
