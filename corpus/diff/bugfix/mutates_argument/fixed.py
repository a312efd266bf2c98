def without_negatives(xs):
    return [x for x in xs if x >= 0]
