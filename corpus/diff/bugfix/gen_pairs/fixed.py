def pairs(xs):
    for i in range(len(xs) - 1):
        yield xs[i], xs[i + 1]
