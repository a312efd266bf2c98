# Lists, tuples, dicts and sets.
a = [5, 3, 8, 1]
a.append(7)
a.extend([2, 2])
a.insert(0, 9)
print(a, a.pop(), a.pop(0), a.index(8), a.count(2), len(a))
a.sort()
print(a, sorted(a, reverse=True), a[1:-1], a[::2], list(reversed(a)))
a.remove(2)
del a[0]
print(a, a * 2, a + [0], 3 in a, [x * x for x in a if x % 2])
t = (1, "a", 2.5)
x, y, z = t
first, *rest = [1, 2, 3, 4]
print(t, x, y, z, first, rest, t.index("a"), t + (None,), (1,), ())
d = {"b": 2, "a": 1}
d["c"] = 3
d.update({"a": 10}, d=4)
print(d, list(d), d.keys(), d.values(), d.items(), d.get("z", 0), d.pop("b"), d.setdefault("e", 5), d)
print({k: v * 2 for k, v in d.items()}, dict(zip("xy", [1, 2])), dict([("p", 1)]), {**d, "f": 6})
s = {3, 1, 2}
s.add(4)
s.discard(9)
print(s, s | {5}, s & {1, 2, 10}, s - {1}, {1, 2} <= s, len(s), set(), {x % 3 for x in range(9)})
print(list(enumerate("ab", 1)), list(zip([1, 2, 3], "ab")), list(map(str, [1, 2])), list(filter(None, [0, 1, 2])))
print(any([]), all([]), any(x > 2 for x in [1]) if False else None, list(range(10, 0, -3)), range(5)[1:3])
m = [[0] * 3 for _ in range(2)]
m[0][1] = 5
print(m, [row[:] for row in m], sum([[1], [2]], []))
