# collections.deque: both ends, maxlen, the sequence operators, iterators
# that see the deque change, recursion in its repr, CPython's errors.
from collections import deque

d = deque([1, 2])
for f in [lambda: d.remove(5), lambda: d.index(5), lambda: setattr(d, 'maxlen', 3),
          lambda: d + [1], lambda: d * 'a', lambda: d[5], lambda: deque('a', maxlen='x'),
          lambda: deque('a', maxlen=-1), lambda: deque([], maxlen=0).insert(0, 1),
          lambda: deque().pop(), lambda: deque().popleft(), lambda: d.rotate('x'),
          lambda: d['a'], lambda: d.index(1, 'a'), lambda: deque(1)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(d.__reduce__()[:3], deque([1], maxlen=3).__reduce__()[:3])


class D(deque):
    pass


x = D([1])
x.a = 1
print(x.__reduce__()[:3], repr(x), D([1], 3).copy())
r = deque([1])
r.append(r)
print(r, deque('abc', 2))
q = deque()
for i in range(100):
    q.appendleft(i)
    q.append(-i)
    if i % 3 == 0:
        q.popleft()
    if i % 5 == 0:
        q.pop()
print(list(q)[:10], len(q), q[0], q[-1], q[50])
q.rotate(7)
print(q[0], q[-1])
q.rotate(-9)
print(q[0])
print(deque([1, 2, 3], maxlen=5) * 3, 2 * deque([1]), deque([1, 2]) + deque([3]))
a = deque([1, 2, 3])
a *= 0
print(a, deque([1, 2]) < deque([1, 3]), deque([1]) == deque([1]), deque([1]) == [1])
e = deque('abcde')
del e[1]
print(e, e.index('d'), e.count('a'))
e.reverse()
print(e, list(reversed(e)))
it = iter(e)
e.append(1)
try:
    next(it)
except RuntimeError as ex:
    print('RuntimeError', ex)
e.extend(e)
e.extendleft('xy')
print(e, e.maxlen, deque([], 4).maxlen)
