def flatten(nested):
    out = []
    for x in nested:
        if isinstance(x, list):
            out.append(flatten(x))
        else:
            out.append(x)
    return out
