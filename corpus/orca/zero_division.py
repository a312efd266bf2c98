# ORCA's Fig. 1 shape: two numbers from stdin; for this input the loop
# brings `total` to 13 and the last division raises ZeroDivisionError.
n = int(input())
total = int(input())
for i in range(n):
    if (i + total) % 2 == 0:
        total += i
        continue
    else:
        total -= 1
total = 1 / (total - 13)
print(total)
