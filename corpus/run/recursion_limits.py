# Where CPython 3.11 raises RecursionError: the frame count includes the
# module's, and generic comparisons check the depth too.
def down(n):
    if n == 1:
        return 1
    return down(n - 1) + 1

for n in (997, 998, 999, 1000):
    try:
        print(n, down(n))
    except RecursionError as e:
        print(n, "RecursionError", e)

def mixed(n):
    if n == 0.5:
        return 0
    return mixed(n + 1)

try:
    mixed(1)
except RecursionError as e:
    print("mixed", e)

def spread(xs):
    m = min(xs)
    return spread(xs + [m])

try:
    spread([3, 1])
except RecursionError as e:
    print("spread", e)
