a = int(input())
b = int(input())
d = a - b
s = a + b
print(s, d)
