# itertools read lazily as CPython's: groupby's groups end when the next
# group starts, its key is called once an item, endless iterables work;
# cycle's first pass; accumulate's and zip_longest's arguments.
import itertools

calls = []


def key(x):
    calls.append(x)
    return x // 3


groups = itertools.groupby(range(10), key)
k, g = next(groups)
print(k, next(g))
k2, g2 = next(groups)
print(k2, list(g), list(g2), calls)
print([(k, list(g)) for k, g in itertools.groupby('aabbbc')])
print([k for k, g in itertools.groupby([1, 1, 2, 3, 3])])
endless = itertools.groupby(itertools.count(), lambda x: x // 2)
print([(k, list(g)) for k, g in itertools.islice(endless, 3)])
print(list(itertools.groupby([])), [(k, list(g)) for k, g in itertools.groupby([1, 1], key=None)])


def boom():
    yield 1
    raise ZeroDivisionError('boom')


c = itertools.cycle(boom())
print(next(c))
try:
    next(c)
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
print(list(itertools.islice(itertools.cycle(itertools.count()), 5)))
print(list(itertools.accumulate(iterable=range(5))), list(itertools.accumulate([1, 2], initial=None)),
      list(itertools.accumulate([1, 2], initial=10)), list(itertools.accumulate([1, 2, 3], func=max)))
for call in (lambda: itertools.accumulate([1], None, 3), lambda: itertools.accumulate([1], x=2),
             lambda: itertools.zip_longest('abc', fv=1), lambda: itertools.cycle(),
             lambda: itertools.groupby(), lambda: itertools.tee([], -1)):
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
