# Old code's names that Python 3 removed or moved: the oracle answers each
# with what stands in its place now (collections' ABCs are collections.abc's,
# xrange is range, basestring is str), so the code after them runs. A
# variable that happens to share such a name (`file`) stays a variable.
from collections import MutableMapping
import string
import sys


class Store(MutableMapping):
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        return self.d[k]

    def __setitem__(self, k, v):
        self.d[k] = v

    def __delitem__(self, k):
        del self.d[k]

    def __iter__(self):
        return iter(self.d)

    def __len__(self):
        return len(self.d)


s = Store()
s["a"] = 1
print(s["a"], len(s))
del s["a"]
print(dict(s), len(string.letters), sys.maxint > 0)
for i in xrange(2):
    print(i, isinstance("x", basestring))
print(file.upper())
