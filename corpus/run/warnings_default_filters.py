# CPython's default warning filters as its C module makes them: the first
# one's module is the plain str '__main__' (matched by equality, no re
# pattern compiled at start-up); user filters are compiled patterns.
import warnings

print(warnings.filters[:2])
warnings.warn("plain", UserWarning)
warnings.warn("deprecated in __main__", DeprecationWarning)
warnings.filterwarnings("error", message="boom.*")
print(type(warnings.filters[0][1]).__name__, warnings.filters[0][3])
try:
    warnings.warn("boom now")
except UserWarning as e:
    print("raised", e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("recorded", RuntimeWarning)
    print(len(w), w[0].message)
warnings.resetwarnings()
warnings.filterwarnings("ignore", module="__main__")
warnings.warn("ignored by a module pattern")
print("done")
