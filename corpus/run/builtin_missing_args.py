# A native function called with too few arguments raises TypeError (CPython's
# argument parsing), whichever function it is; the run goes on.
import heapq
import itertools

for f, args in [(heapq.heappush, ([],)), (heapq.heapreplace, ([1],)), (heapq.nlargest, (2,)),
                (itertools.compress, ('ab',)), (itertools.starmap, (pow,)),
                (itertools.dropwhile, (bool,)), (itertools.combinations, ('abc',))]:
    try:
        f(*args)
        print(f.__name__, 'no error')
    except TypeError:
        print(f.__name__, 'TypeError')
print(heapq.nlargest(2, [3, 1, 4]), list(itertools.combinations('abc', 2)))
