def octahedron_area(side):
    return 2 * sqrt(3) * side * side
