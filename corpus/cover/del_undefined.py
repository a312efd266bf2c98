# `del serial` of a name the snippet never binds (the author's code had it):
# the oracle's value is bound, as a read would bind it, then deleted, so the
# rest runs; CPython's NameError stands where there is no oracle (`run`).
del serial
serial = None
print(serial)
