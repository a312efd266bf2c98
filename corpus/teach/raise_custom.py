class NegativeError(Exception):
    pass


def check(x):
    if x < 0:
        raise NegativeError("negative: " + str(x))
    return x


try:
    check(-2)
except NegativeError as err:
    print("error:", err)
check(-1)
