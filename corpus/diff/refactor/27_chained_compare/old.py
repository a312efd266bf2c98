def in_range(x):
    return x >= 1 and x <= 10
