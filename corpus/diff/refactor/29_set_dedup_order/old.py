def unique(xs):
    seen = []
    for x in xs:
        if x not in seen:
            seen.append(x)
    return seen
