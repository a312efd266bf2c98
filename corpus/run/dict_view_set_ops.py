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
