def running_max(xs):
    """The largest prefix sum of xs (0 for none)."""
    best = 0
    total = 0
    for x in xs:
        total += x
        if total > best:
            best = x
    return best
