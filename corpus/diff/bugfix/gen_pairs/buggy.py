def pairs(xs):
    for i in range(len(xs) - 2):
        yield xs[i], xs[i + 1]
