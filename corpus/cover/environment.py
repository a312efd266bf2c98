# The environment is that of the reference CPython runs (PATH, HOME, LANG,
# LC_ALL): a loop over os.environ runs its body (it was empty, and the loop
# never ran), and ~ expands from HOME as CPython's expanduser does (it
# needed the pwd module). What it prints holds in any CPython environment.
import os

count = 0
for name in os.environ:
    count += 1
print(count > 0, os.path.expanduser("~/data").endswith("/data"))
