def parse_age(text):
    n = int(text)
    if n < 0:
        raise ValueError("age must not be negative")
    return n
