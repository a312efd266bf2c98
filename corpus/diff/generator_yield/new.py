def leaves(tree):
    for x in tree:
        if isinstance(x, list):
            yield from leaves(x)
        else:
            yield x
