def parse_age(text):
    n = int(text)
    if n < 0:
        raise ValueError("negative age")
    return n
