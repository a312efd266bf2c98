# A set looks up an unhashable set key as the frozenset of it (membership,
# remove, discard), as CPython's set_contains does.
s = {frozenset({1, 2}), frozenset(), 3}
print({1, 2} in s, set() in s, {9} in s, {1, 2} not in s)
s.remove({1, 2})
print(sorted(map(len, (x for x in s if not isinstance(x, int)))))
s.discard(set())
s.discard({7})
print(s)
try:
    s.remove({8})
except KeyError as e:
    print("KeyError", e.args)
try:
    [] in s
except TypeError as e:
    print("TypeError", e)


class SubSet(set):
    pass


print(SubSet([1, 2]) in {frozenset({1, 2})})
fs = frozenset({frozenset({1})})
print({1} in fs)
try:
    {1: 2}[{1}]
except TypeError as e:
    print("TypeError", e)
