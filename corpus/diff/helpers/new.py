class Squares:
    def of(self, v):
        return v**2


def sum_of_squares(a, b):
    s = Squares()
    return sum(s.of(v) for v in (a, b))
