def parse_age(text):
    value = int(text)
    if value < 0:
        raise ValueError("age must be non-negative")
    return value
