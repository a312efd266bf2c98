def in_range(x, lo, hi):
    return x >= lo or x <= hi
