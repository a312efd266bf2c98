# The program of Fig. 1 of the ORCA paper: `n` and `total` come from stdin; for
# some inputs the last division raises ZeroDivisionError.
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
