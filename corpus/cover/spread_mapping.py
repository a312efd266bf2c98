# A name a standard module exports (functools.cache), used here as a
# mapping: spread with ** into a dict and into a call. In a file with no
# import it is still the snippet's own variable, a dict, not the function
# (which would raise "'function' object is not a mapping" on line 8).


def show(**options):
    print(sorted(options))


merged = {**cache, "extra": 1}
show(**cache)
for key in merged:
    print(key)
