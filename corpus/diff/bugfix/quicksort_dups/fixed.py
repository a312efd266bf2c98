def quicksort(xs):
    if len(xs) <= 1:
        return xs
    pivot = xs[0]
    less = [x for x in xs[1:] if x < pivot]
    more = [x for x in xs[1:] if x >= pivot]
    return quicksort(less) + [pivot] + quicksort(more)
