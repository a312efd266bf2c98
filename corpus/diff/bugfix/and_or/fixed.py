def in_range(x, lo, hi):
    return x >= lo and x <= hi
