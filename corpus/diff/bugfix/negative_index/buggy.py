def last_n(xs, n):
    return xs[-n:]
