x = int(input())
y = x if x > 0 else 0
print(y)
