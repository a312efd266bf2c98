def bigger(a, b):
    if a >= b:
        return a
    return b
