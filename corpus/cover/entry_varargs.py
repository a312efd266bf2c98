# An entry taking `*values`: called with the items of the answer for
# `values`, as a caller passing that many arguments would; with none, the
# body below the empty check never ran.
def total(*values):
    if not values:
        return 0
    first, *rest = values
    for v in rest:
        first += v
    return first
