def leaves(tree):
    for x in tree:
        if isinstance(x, list):
            yield leaves(x)
        else:
            yield x
