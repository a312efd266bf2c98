def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        out[k] = v
    return out
