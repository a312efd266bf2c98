def kth_smallest(xs, k):
    pivot = xs[0]
    below = [x for x in xs if x < pivot]
    above = [x for x in xs if x > pivot]
    same = len(xs) - len(below) - len(above)
    if k < len(below):
        return kth_smallest(below, k)
    if k >= len(below) + same:
        return kth_smallest(above, k - len(below) - same)
    return pivot
