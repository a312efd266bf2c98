def has_negative(xs):
    for x in xs:
        if x < 0:
            return True
    return False
