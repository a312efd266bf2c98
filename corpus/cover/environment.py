# The environment is that of the reference CPython runs (PATH, HOME, LANG,
# LC_ALL): a loop over os.environ runs its body, and HOME is set, so ~
# expands as CPython's expanduser does with HOME (it was empty: the loop
# never ran, and expanduser needed the pwd module).
import os

for name in os.environ:
    print(name)
if "HOME" in os.environ:
    print(os.path.expanduser("~/data"))
