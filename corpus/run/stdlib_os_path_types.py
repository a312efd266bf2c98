# os.path refuses what is no path with CPython's TypeErrors (os.stat's wording for
# exists/isfile/isdir/getsize, os.fspath's for the others, join's own).
import os
for f in (os.path.isdir, os.path.isfile, os.path.exists, os.path.getsize):
    try:
        f({})
    except TypeError as e:
        print(f.__name__, "TypeError", e)
for f in (os.path.basename, os.path.dirname, os.path.split, os.path.splitext, os.path.isabs,
          os.path.abspath, os.path.normpath, os.path.join):
    try:
        f(3)
    except TypeError as e:
        print(f.__name__, "TypeError", e)
try:
    os.path.join("a", 3)
except TypeError as e:
    print("join", "TypeError", e)
