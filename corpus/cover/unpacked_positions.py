# Pairs unpacked into targets used in different ways: the first is a
# number, the second a list (iterated). Each position's value follows its
# own target's uses; one kind for every item made both numbers, and
# iterating the second raised a TypeError before the return.
def doubled_by_key(table):
    out = {}
    for key, values in table.pairs():
        out[key + 1] = [v * 2 for v in values]
    return out
