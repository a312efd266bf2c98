# The builtin iterators are types: map, filter, zip, enumerate and reversed
# can be tested with isinstance and derived from; each container's iterator
# has CPython's type name.
print(type(iter([])).__name__, type(iter(())).__name__, type(iter('')).__name__,
      type(iter('λ')).__name__, type(iter({})).__name__, type(iter(set())).__name__,
      type(iter(range(3))).__name__, type(iter(b'')).__name__, type(iter(bytearray())).__name__)
print(map, filter, zip, enumerate, reversed, type(map))
print(type(reversed([])).__name__, type(reversed(range(3))).__name__,
      type(reversed({})).__name__, type(reversed((1,))).__name__)
print(type(iter({}.values())).__name__, type(iter({}.items())).__name__,
      type(iter(lambda: 1, 2)).__name__)
print(isinstance(map(str, []), map), isinstance(zip(), zip), isinstance(iter([]), map))


class mymap(map):
    pass


m = mymap(lambda x: x + 10, range(4))
print(list(m), type(m).__name__, isinstance(m, map))


class Doubled(enumerate):
    def __next__(self):
        i, x = super().__next__()
        return i * 2, x


print(list(Doubled('abc')), list(type('Z', (zip,), {})('ab', [1, 2])))
try:
    class L(type(iter([]))):
        pass
except TypeError as e:
    print(e)
it = iter([1, 2, 3])
print(next(it), it.__next__(), list(it))
for x, y in zip(*[iter([1, 2, 3, 4])] * 2):
    print(x, y)
print(range(5).index(3), range(0, 10, 3).count(6), range(0, 10, 3).count(5), range(3).index(True))
try:
    range(3).index(7)
except ValueError as e:
    print(e)
