def to_fahrenheit(c):
    return round(c * 9 / 5 + 32, 1)
