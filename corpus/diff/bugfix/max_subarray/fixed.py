def max_subarray(xs):
    best = here = 0
    for x in xs:
        here = max(0, here + x)
        best = max(best, here)
    return best
