def outside(x, lo, hi):
    return x < lo or x > hi
