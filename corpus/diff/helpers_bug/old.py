def _clamp(v, lo, hi):
    return max(lo, min(v, hi))


def scale(x):
    return _clamp(x * 3, 0, 100)
