def running_max(xs):
    best = None
    for x in xs:
        prev = best
        if best is None or x > best:
            best = x
        yield prev if prev is not None else x
