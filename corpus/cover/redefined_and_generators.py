# A forum answer showing two versions of one function, and generators
# nobody iterates: cover calls each def (the first one by its line) and
# iterates the generators, as a caller's loop would.
def total(a, b):
    return a + b


def total(values):
    s = 0
    for v in values:
        s = s + v
    return s


def countdown(n):
    while n > 0:
        yield n
        n -= 1


def chunks(items, size):
    for i in range(0, len(items), size):
        yield items[i:i + size]
