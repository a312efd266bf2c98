# A module's built-in function stored on a class stays a function (CPython's
# builtins are no descriptors); a builtin type's method still binds.
import math
import time
import functools
import itertools
import operator


class A:
    f = math.sqrt
    g = len
    h = functools.reduce
    k = operator.itemgetter(1)


print(A().f(4), A.f(9), A().g([1, 2]), A().h(operator.add, [1, 2, 3]), A().k([5, 6]))
print(math.sqrt.__self__ is math, len.__self__, math.sqrt.__module__, len.__module__, [].append.__module__)
print([].append.__self__, repr(len), repr(math.floor))


class L(list):
    push = list.append


v = L()
v.push(3)
print(v, super(L, v).append.__self__ is v)


class F:
    convert = time.gmtime


print(F().convert(0).tm_year)

key = functools.cmp_to_key(lambda a, b: a - b)
print(sorted([3, 1, 2], key=key), key(1) < key(2), key(5).obj)
for call in (lambda: functools.reduce(operator.add, []), lambda: functools.reduce(operator.add, 1),
             lambda: key(1) < 2):
    try:
        call()
    except TypeError as e:
        print('TypeError', e)

a, b = itertools.tee(iter(range(5)))
print(next(a), list(b), list(a), type(a).__name__, len(itertools.tee('ab', 3)))
c = itertools.cycle(iter([1, 2]))
print([next(c) for _ in range(5)])
