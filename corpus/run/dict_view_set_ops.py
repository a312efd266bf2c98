# Keys and items views are set-like: their |, &, - and ^ take any iterable,
# on either side, and give a set; values views are not set-like.
d = {1: 2, 3: 4}
print(d.keys() - [1], d.keys() & {3, 5}, d.keys() | [7], d.keys() ^ {1, 9})
print(d.items() & {(1, 2)}, d.items() - {(3, 4)}, [1, 5] - d.keys(), {3} | d.keys())
print(d.keys() == {1, 3}, d.keys() <= {1, 3, 4}, d.items() > {(1, 2)}, d.keys() == [1, 3])
for bad in (lambda: d.values() - [1], lambda: d.keys() - 1):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
d = {1: 2, 3: 4}
print(d.keys().isdisjoint([2]), d.keys().isdisjoint([3]), d.items().isdisjoint([(1, 2)]))
print(d.items().isdisjoint([1, (1, 3)]), {}.keys().isdisjoint([]), hasattr(d.values(), "isdisjoint"))
for call in (lambda: d.keys().isdisjoint(), lambda: d.items().isdisjoint(1, 2), lambda: d.keys().isdisjoint(5)):
    try:
        call()
    except TypeError as e:
        print(e)
