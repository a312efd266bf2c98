class Range:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def clamp(self, v):
        if v < self.lo:
            return self.lo
        if v > self.hi:
            return self.lo
        return v


def scale(x):
    return Range(0, 100).clamp(x * 3)
