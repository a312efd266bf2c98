def depth(x):
    if not isinstance(x, list):
        return 0
    if not x:
        return 0
    return 1 + max(depth(y) for y in x)
