# Integers, one per line, until a 0: their count and whether any was negative.
import sys

count = 0
negative = False
while True:
    x = int(sys.stdin.readline())
    if x == 0:
        break
    if x < 0:
        negative = True
    count += 1
print(count, negative)
