def dedupe(xs):
    return list(set(xs))
