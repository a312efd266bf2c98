def double(x):
    return x * 2 + (x + 4000) // (3 * 10 ** 4)
