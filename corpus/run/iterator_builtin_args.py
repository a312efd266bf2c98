# enumerate() and zip() take their arguments as CPython 3.11 does: keywords,
# counts, __index__ starts and zip(strict=True)'s length checks.
class Idx:
    def __index__(self):
        return 10


cases = [((), {}), ((1,), {}), (('abc', 'a'), {}), (('abc', 2, 3), {}), ((), {'iterable': 'ab'}),
         ((), {'iterable': 'ab', 'start': 5}), ((), {'start': 5, 'iterable': 'ab'}),
         (('ab',), {'start': 1}), (('ab',), {'foo': 1}), ((), {'start': 1}),
         (('ab',), {'iterable': 'x'}), (('ab', 1), {'start': 1}), (('ab',), {'start': 1.5}),
         (('ab',), {'start': True}), (('ab', Idx()), {}), (('ab', 2**70), {}),
         ((), {'iterable': [], 'x': 3}), ((), {'x': 0})]
for args, kw in cases:
    try:
        print(list(enumerate(*args, **kw)))
    except TypeError as e:
        print("TypeError:", e)


def drain(z):
    out = []
    try:
        for item in z:
            out.append(item)
    except Exception as e:
        return out, type(e).__name__, str(e)
    return out, None


print(drain(zip((1, 2, 3), 'abc', strict=True)))
print(drain(zip((1, 2, 3, 4), 'abc', strict=True)))
print(drain(zip((1, 2), 'abc', strict=True)))
print(drain(zip('ab', 'ab', 'a', strict=True)))
print(drain(zip('a', 'a', 'ab', strict=True)))
print(drain(zip('ab', 'abc', strict=False)))
print(drain(zip(strict=True)))
try:
    zip('a', foo=1)
except TypeError as e:
    print("TypeError:", e)


class Error(Exception):
    pass


class Iter:
    def __init__(self, size):
        self.size = size

    def __iter__(self):
        return self

    def __next__(self):
        self.size -= 1
        if self.size < 0:
            raise Error
        return self.size


print(drain(zip("AB", Iter(1), strict=True)))
print(drain(zip("AB", Iter(2), "A", strict=True)))
print(drain(zip(Iter(2), "A", strict=True)))
print(drain(zip(Iter(3), "AB", strict=True)))
