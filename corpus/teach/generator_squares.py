def squares(n):
    for i in range(n):
        yield i * i


for sq in squares(3):
    print(sq)
