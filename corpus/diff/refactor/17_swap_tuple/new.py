a, b = input().split()
a, b = b, a
print(a, b)
