# Unpacking into locals from lists and tuples, and slice assignment from lists,
# tuples (the list itself too) and other iterables.
def f(l):
    for _ in range(3):
        a, b, c = l
        print(a, b, c)
    x, y = [y for y in "ab"]
    print(x, y)
    try:
        a, b = [1, 2, 3]
    except ValueError as e: print(e)
f([1, [2], "3"]); f((1.5, None, {}))
p = list(range(8)); p[:3] = p[2::-1]; print(p); p[::2] = (9, 9, 9, 9); print(p)
p[1:3] = p; print(p)
try: p[::2] = [1]
except ValueError as e: print(e)
try: p[1:2] = 5
except TypeError as e: print(e)
p[2:4] = iter("xy"); print(p)
