def all_positive(xs):
    ok = True
    for x in xs:
        if not x > 0:
            ok = False
            break
    return ok
