def in_range(x):
    return 1 <= x <= 10
