def sign(x):
    if x > 0:
        result = 1
    else:
        if x < 0:
            result = -1
        else:
            result = 0
    return result
