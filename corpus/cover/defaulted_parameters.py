# Parameters with defaults: a caller passes them too, so the body under
# `if factor:` (None by default) and under a flag that is False by default
# run only in a call that gives them (a test of the function would).
def scale(values, factor=None, clip=False):
    out = []
    for v in values:
        if factor:
            v = v * factor
        if clip:
            v = min(v, 10)
        out.append(v)
    return out


def label(name, *, upper=False, prefix="item"):
    if upper:
        name = name.upper()
    if prefix != "item":
        return prefix + ":" + name
    return name
