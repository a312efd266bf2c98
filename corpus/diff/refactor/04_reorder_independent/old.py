a = int(input())
b = int(input())
s = a + b
d = a - b
print(s, d)
