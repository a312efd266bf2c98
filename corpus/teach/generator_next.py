def countdown(n):
    while n > 0:
        yield n
        n -= 1


g = countdown(2)
first = next(g)
second = next(g)
rest = list(g)
print(first, second, rest)
