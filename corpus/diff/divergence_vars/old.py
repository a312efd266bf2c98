x = int(input())
y = x - 1
z = y * 2
print(z)
