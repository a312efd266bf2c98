n = int(input())
for i in range(n):
    if i % 3 != 0:
        continue
    print(i)
