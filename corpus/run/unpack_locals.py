# Unpacking into locals: tuples and lists of the right size go straight to
# the slots; other shapes, sizes and targets take the general path.
def f(xs):
    a, b, c = xs
    return a, b, c

print(f((1, 2, 3)), f([4, 'x', None]), f("abc"), f(range(3)))
for bad in [(1, 2), [1, 2, 3, 4]]:
    try:
        f(bad)
    except ValueError as e:
        print(e)

def g(log):
    try:
        yield 1
        yield 2
    finally:
        log.append('closed')
        log.append('again')

def h():
    log = []
    it = g(log)
    next(it)
    a, b = it, log
    a, b = log[0:0] + [1, 2]
    return a, b, log

print(h())
def k():
    p = [1, 2]
    p[0], p[1] = p[1], p[0]
    x, y = p
    x, y = y, x
    return p, x, y
print(k())
