# Native functions called with too few arguments raise TypeError, as in
# CPython (the messages differ between them, so only the type is printed).
import heapq
import itertools

calls = [
    lambda: heapq.heappush([]),
    lambda: heapq.heapreplace([1]),
    lambda: heapq.heappushpop([1]),
    lambda: heapq.nlargest(2),
    lambda: heapq.nsmallest(),
    lambda: itertools.repeat(),
    lambda: itertools.islice([1, 2]),
    lambda: itertools.starmap(pow),
    lambda: itertools.compress([1]),
    lambda: itertools.dropwhile(bool),
    lambda: itertools.takewhile(bool),
    lambda: itertools.filterfalse(bool),
]
for i, call in enumerate(calls):
    try:
        call()
        print(i, 'no error')
    except TypeError:
        print(i, 'TypeError')
