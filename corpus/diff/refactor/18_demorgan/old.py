def outside(x, lo, hi):
    return not (lo <= x and x <= hi)
