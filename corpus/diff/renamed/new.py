def rect_area(width, height):
    product = width * height
    return product
