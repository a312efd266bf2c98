def smallest_first(xs):
    xs.sort()
    return xs
