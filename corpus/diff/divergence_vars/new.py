x = int(input())
y = x
z = y * 2
print(z)
