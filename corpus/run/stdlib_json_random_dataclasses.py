import json, random, operator
from dataclasses import dataclass, field, asdict, astuple, replace, fields
from collections import Counter, namedtuple
print(json.dumps({"a": [1, 2.5, None, True], "b": {"c": "é\n"}, 3: False}))
print(json.dumps([1, {"x": [2, 3]}, []], indent=2, sort_keys=True))
print(json.dumps({"k": "v"}, separators=(",", ":"), ensure_ascii=False))
print(json.loads('{"a": [1, 2.5e3, -0, "x\\u00e9\\n"], "b": null, "c": true}'))
print(json.dumps(Counter("aab")), json.dumps(namedtuple("P", "x y")(1, 2)))
for bad in ['{"a" 1}', '[1,]', '', '"abc', '{"a": 1} x']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
try:
    json.dumps({1, 2})
except TypeError as e:
    print(e)
random.seed(42)
print(random.random(), random.randint(1, 100), random.choice("abcdef"), random.randrange(0, 100, 7))
xs = list(range(10)); random.shuffle(xs); print(xs)
print(random.sample(range(100), 5), random.uniform(1, 2), random.getrandbits(70))
print(random.choices("abc", weights=[1, 2, 3], k=5), round(random.gauss(0, 1), 12))
r = random.Random(7); print(r.random(), r.randint(1, 6))
random.seed(2**80 + 5); print(random.random())
print(operator.add(2, 3), operator.itemgetter(1, 0)("ab"), operator.attrgetter("real")(3), sorted([(1, "b"), (0, "c")], key=operator.itemgetter(1)))
print(operator.methodcaller("upper")("x"), operator.mul(3, 4), operator.neg(2), operator.contains([1], 1), operator.index(True), (7).__index__())

@dataclass
class Pt:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)

@dataclass(order=True, frozen=True)
class V:
    a: int
    b: str = "z"

p = Pt(1)
print(p, p == Pt(1), p == Pt(2), asdict(p), astuple(Pt(1, 2, [3])), replace(p, y=5))
print(sorted([V(2), V(1, "a")]), V(1) < V(2), hash(V(1)) == hash(V(1)), [f.name for f in fields(V)])
try:
    V(1).a = 3
except Exception as e:
    print(type(e).__name__, e)
try:
    Pt()
except TypeError as e:
    print(e)
try:
    hash(p)
except TypeError as e:
    print(e)
