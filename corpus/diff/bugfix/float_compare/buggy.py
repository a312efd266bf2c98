def is_right_triangle(a, b, c):
    a, b, c = sorted([a, b, c])
    return a * a + b * b == c
