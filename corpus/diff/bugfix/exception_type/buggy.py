def parse_age(text):
    value = int(text)
    if value < 0:
        raise TypeError("age must be non-negative")
    return value
