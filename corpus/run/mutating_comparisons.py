# Comparisons that run user code which mutates the container being walked,
# or that recurse through self-referencing containers: CPython raises or
# returns; it never crashes (these were SIGSEGVs: test_contains, test_sort,
# test_copy, test_tuple, test_userdict, test_dictviews).
import collections


class Clears:
    def __init__(self, lst):
        self.lst = lst

    def __eq__(self, other):
        self.lst.clear()
        return False


lst = []
lst.extend([Clears(lst), Clears(lst), 1])
print(1 in lst, lst)
for method in ("count", "index", "remove"):
    lst = []
    lst.extend([Clears(lst), 5, 6])
    try:
        print(method, getattr(lst, method)(5), lst)
    except ValueError as e:
        print(method, "ValueError:", e, lst)

a, b = [], []
a.append(Clears(a))
b.append(Clears(b))
print(a == b, len(a), len(b))


class Flaky:
    """An inconsistent order: the answers alternate."""

    flips = 0

    def __lt__(self, other):
        Flaky.flips += 1
        return Flaky.flips % 3 == 0


for n in range(40):
    items = [Flaky() for _ in range(n)]
    items.sort()
    assert len(items) == n


class Grows:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        grown.append(0)
        return self.v < other.v


grown = [Grows(i) for i in range(8, 0, -1)]
try:
    grown.sort()
except ValueError as e:
    print("ValueError:", e, len(grown), [g.v for g in grown])

x = []
x.append(x)
y = [[]]
y[0] = y
for op in ("==", "<"):
    try:
        eval("x " + op + " y")
    except RecursionError as e:
        print("RecursionError:", e)

d = {}
d[42] = d.values()
print(repr(d))
d[42] = d.items()
print(repr(d))
nested = {}
for i in range(1200):
    nested = {42: nested.values()}
try:
    repr(nested)
except RecursionError as e:
    print("RecursionError:", e)

t = (0, 1, 2) * 3
for call in (lambda: t.count(), lambda: tuple.count([1], 1), lambda: dict.fromkeys()):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


class ReturnsUserDict(dict):
    def __new__(cls):
        return collections.UserDict()


class Refuses(dict):
    def __setitem__(self, key, value):
        raise KeyError(key)


class Plain(dict):
    pass


made = ReturnsUserDict.fromkeys("ab")
print(made, type(made).__name__, type(Plain.fromkeys("a")).__name__)
try:
    Refuses.fromkeys([1])
except KeyError as e:
    print("KeyError:", e)
