def digit_root(n):
    if n < 10:
        return n
    s = sum(int(c) for c in str(n))
    return digit_root(s)
