a, b = 1, 2
a, b = b, a
pair = (a, b)
x, y = pair
print(pair, x, y)
