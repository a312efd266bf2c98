import math


def octahedron_area(side):
    return 2 * math.sqrt(3) * side * side
