# The comparison methods of the builtin containers called by name (dict.__eq__
# in an OrderedDict's __eq__, set.__le__): CPython's slots, NotImplemented for
# an operand of another kind and for the orderings dict and range lack; a
# subclass compares as its builtin value. And types.MethodType(f, obj).
import types

for t, a, b in [(list, [1], [1]), (tuple, (1,), (1, 2)), (set, {1}, {1, 2}),
                (frozenset, frozenset(), frozenset()), (str, 'a', 'b'), (bytes, b'a', b'a'),
                (bytearray, bytearray(b'a'), b'b'), (dict, {1: 2}, {1: 2}),
                (range, range(1), range(0, 1)), (slice, slice(0, 1), slice(1, 2))]:
    r = []
    for n in ('__eq__', '__ne__', '__lt__', '__le__', '__gt__', '__ge__'):
        r.append(getattr(t, n)(a, b))
    print(t.__name__, r, t.__eq__(a, 5))


class D(dict):
    def __eq__(self, other):
        return 'never used by dict.__eq__'


print(dict.__eq__(D(a=1), {'a': 1}), dict.__ne__({'a': 1}, D(a=2)), D(a=1) == {'a': 1})


class L(list):
    def __lt__(self, other):
        return 'own'


print(list.__lt__(L([1]), [2]), L([1]) < [2], [2] > L([1]))
try:
    dict.__eq__([], {})
except TypeError:
    print('TypeError')
print(slice(1, 2) < slice(1, 3), slice(None) == slice(None), slice(0, 5, 2) >= slice(0, 5, 1))


class Greeter:
    def hello(self, name):
        return 'hello ' + name + ' from ' + type(self).__name__


m = types.MethodType(Greeter.hello, Greeter())
print(m('ann'), m.__func__ is Greeter.hello)
for args in [(), (len,), (1, 2), (len, None)]:
    try:
        types.MethodType(*args)
    except TypeError as e:
        print('TypeError:', e)
