# CPython's own random, heapq, fractions and csv over hyexec's engines, and
# memoryview's shapes (base64 reads those).
import base64
import csv
import heapq
import io
import random
from fractions import Fraction


def attempt(f):
    try:
        return f()
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


# random: CPython's seeding (str seeds through SHA-512), its draws and state.
random.seed(12345)
print(random.random(), random.randrange(100), random.choice('abcdef'))
print(random.sample(range(100), 3), random.getrandbits(70))
random.seed('hello')
print(random.random(), random.gauss(0, 1), random.randbytes(5))
r = random.Random(5)
state = r.getstate()
first = r.random()
r.setstate(state)
print(first == r.random(), state[0], len(state[1]))
print(attempt(lambda: r.setstate((3, (1,) * 624 + (625,), None))))
print(attempt(lambda: r.randrange(1.5)), attempt(lambda: r.sample([1, 2], 3)))
print(attempt(lambda: r.choices([1, 2], [float('inf'), 1])))
print(sorted(random.__all__)[:5])

# heapq: CPython's module over its C accelerator.
print(list(heapq.merge([1, 3, 5], [2, 4], [0])), list(heapq.merge('ab', 'ac', reverse=False)))
print(heapq.nsmallest(2, [5, 1, 4]), heapq.nlargest(2, [5, 1, 4], key=lambda x: -x))
it = iter([1, 2])
print(it.__next__.__self__ is it)

# fractions
print(Fraction('1_2/3'), divmod(7, Fraction(2, 3)), Fraction(1, 3) < 0.5, Fraction('3.5e2'))
print(attempt(lambda: Fraction('1__2')), Fraction(7, 2).limit_denominator(1))


class MyFloat(float):
    pass


print(MyFloat(4.5).as_integer_ratio(), MyFloat(4.5).__hash__() == hash(4.5))

# csv: CPython's csv.py (Sniffer, DictReader) over the _csv dialects.
print(list(csv.reader(io.StringIO('a,b\n1,"x,y"\n'))))
print(list(csv.reader(['a\0b,c'])))
print(csv.Sniffer().sniff('a;b;c\n1;2;3\n').delimiter, sorted(csv.list_dialects()))
d = csv.get_dialect('excel')
print(type(d).__name__, attempt(lambda: setattr(d, 'delimiter', ';')))
for kwargs in [dict(delimiter='XX'), dict(quotechar=1), dict(quoting=9), dict(lineterminator=None),
               dict(quotechar=None, quoting=csv.QUOTE_ALL), dict(bad=1)]:
    print(attempt(lambda: csv.reader([], **kwargs)))
print(csv.reader([], quotechar=None).dialect.quoting)

# memoryview with a shape
m = memoryview(b'123456').cast('B', (3, 2))
print(m.ndim, m.shape, m.strides, len(m), m.tolist(), m[1, -1], m.tobytes())
print(attempt(lambda: m[0]), attempt(lambda: m.cast('B', (2, 3))))
print(attempt(lambda: memoryview(b'1234').cast('B', (2, 3))), m == memoryview(b'123456'))
print(base64.b64encode(m), attempt(lambda: base64.encodebytes(m)))
