n = int(input())
total = 0
for i in range(1, n + 1):
    total = total + i
print(total)
