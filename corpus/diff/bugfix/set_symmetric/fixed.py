def only_one(a, b):
    return sorted(set(a) ^ set(b))
