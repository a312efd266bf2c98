def positions(xs, target):
    found = []
    i = 0
    while i < len(xs):
        if xs[i] == target:
            found.append(i)
        i += 1
    return found
