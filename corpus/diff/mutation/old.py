def smallest_first(xs):
    return sorted(xs)
