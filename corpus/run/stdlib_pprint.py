import pprint
data = {"zeta": [1, 2, 3], "alpha": {"b": 2, "a": 1}, "mid": (1, "x"), "s": {3, 1, 2}}
pprint.pprint(data)
big = {"key%d" % i: list(range(i, i + 12)) for i in range(6)}
pprint.pprint(big)
pprint.pprint([list(range(30)), ("a" * 30, "b" * 30, "c" * 30)], width=60)
pprint.pprint({"nested": {"deep": {"deeper": ["x" * 20, "y" * 20, "z" * 20, {"k": (1,)}]}}}, width=40)
print(pprint.pformat(frozenset(range(40))))
pprint.pp({"b": 1, "a": 2})
pprint.pprint((1,))
pprint.pprint([(i, "v" * 10) for i in range(8)])
