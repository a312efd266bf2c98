def describe(w, h):
    return "area " + str(w * h) + ", perimeter " + str(2 * (w + h))
