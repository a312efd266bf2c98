def without_negatives(xs):
    for x in list(xs):
        if x < 0:
            xs.remove(x)
    return xs
