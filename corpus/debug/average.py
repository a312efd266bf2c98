def average(xs):
    """The mean of xs; 0 for an empty list."""
    total = sum(xs)
    return total / len(xs)
