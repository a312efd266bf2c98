# Iterators over containers (not ranges) pickle as CPython's do: (iter,
# (what is left,)), a list's reversed iterator by reversed; the unpickled one walks the same
# items, the original goes on. Builtin functions say their module.
import pickle
makers = [lambda: iter([1, 2, 3]), lambda: iter((1, 'a')), lambda: iter('abc'),
          lambda: iter({1: 2, 3: 4}), lambda: iter({1: 2, 3: 4}.values()), lambda: iter({1: 2, 3: 4}.items()),
          lambda: reversed([1, 2, 3]), lambda: reversed({1: 2, 3: 4}), lambda: iter({1, 2}),
          lambda: iter(b'abc'), lambda: iter(bytearray(b'ab')), lambda: iter([])]
for make in makers:
    for proto in (2, 4):
        it = make()
        next(it, None)
        back = pickle.loads(pickle.dumps(it, proto))
        print(type(it).__name__, list(back), list(it), type(back).__name__)
it = iter([1, 2, 3])
next(it)
print(it.__reduce__()[0] is iter, len.__module__, [].append.__module__)
