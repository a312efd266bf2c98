a = [1, 2, 3]
b = a
b.append(4)
c = list(a)
c.append(5)
print(a, b, c)
print(a is b, a is c)
