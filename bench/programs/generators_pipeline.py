# Generator pipelines and builtins over iterators.
def numbers(n):
    for i in range(n):
        yield i


def squares(it):
    for x in it:
        yield x * x


total = sum(x for x in squares(numbers(300000)) if x % 3)
pairs = list(zip(range(100000), map(abs, range(-50000, 50000))))
print(total, len(pairs), max(pairs, key=lambda p: p[1]))
