n = int(input())
print(sum(range(1, n + 1)))
