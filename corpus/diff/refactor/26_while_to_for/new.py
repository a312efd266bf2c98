n = int(input())
acc = 1
for _ in range(n):
    acc *= 2
print(acc)
