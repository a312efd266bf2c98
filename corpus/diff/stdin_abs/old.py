x = int(input())
print(abs(x))
