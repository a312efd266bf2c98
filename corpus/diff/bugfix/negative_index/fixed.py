def last_n(xs, n):
    if n == 0:
        return []
    return xs[-n:]
