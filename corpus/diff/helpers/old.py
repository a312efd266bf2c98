def _square(v):
    return v * v


def sum_of_squares(a, b):
    return _square(a) + _square(b)
