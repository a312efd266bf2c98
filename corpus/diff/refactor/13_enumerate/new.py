def positions(xs, target):
    return [i for i, x in enumerate(xs) if x == target]
