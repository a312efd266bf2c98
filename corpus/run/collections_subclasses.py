from collections import defaultdict, OrderedDict, Counter, namedtuple
import math
d = defaultdict(list)
d["a"].append(1); d["b"]
print(d, isinstance(d, dict), len(d), 0, dict(d))
c = Counter("abracadabra")
print(c, c["z"], c.most_common(2), c == Counter("aaaaabbrrcd"), isinstance(c, dict))
c2 = c + Counter("zz")
print(c2, sorted(c2.elements())[:4], c.total())
o = OrderedDict(a=1, b=2)
o.move_to_end("a")
print(o, list(o), o == OrderedDict(b=2, a=1), o == {"a": 1, "b": 2}, o.popitem(last=False))
P = namedtuple("P", "x y")
p = P(1, y=2)
print(p, p.x, p.y, p[0], p == (1, 2), hash(p) == hash((1, 2)), isinstance(p, tuple), type(p).__name__)
a, b = p
print(a, b, p._asdict(), p._replace(x=5), P._make([3, 4]), sorted([P(2, 1), P(1, 2)]), len(p))
print(repr(p), str(p), p + (3,), max(p))
try:
    P(1)
except TypeError as e:
    print(e)
try:
    p.x = 3
except AttributeError as e:
    print(e)
dd = defaultdict(int)
for w in "a b a".split(): dd[w] += 1
print(dd, dd.get("z"), "z" in dd)
