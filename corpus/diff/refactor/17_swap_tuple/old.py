a, b = input().split()
tmp = a
a = b
b = tmp
print(a, b)
