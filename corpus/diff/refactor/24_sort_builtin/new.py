def sort_copy(xs):
    return sorted(xs)
