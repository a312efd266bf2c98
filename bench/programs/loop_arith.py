# Integer arithmetic in nested loops (10^6 iterations).
total = 0
for i in range(1000):
    for j in range(1000):
        total += (i * j) % 7
print(total)
