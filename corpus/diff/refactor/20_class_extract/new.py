class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


def describe(w, h):
    r = Rect(w, h)
    return f"area {r.area()}, perimeter {r.perimeter()}"
