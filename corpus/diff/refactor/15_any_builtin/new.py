def has_negative(xs):
    return any(x < 0 for x in xs)
