# The types module's class-building helpers and its read-only mapping view.
import types

d = {'a': 1, 'b': 2}
view = types.MappingProxyType(d)
print(view, len(view), 'a' in view, view['b'], view.get('z', 0))
d['c'] = 3
print(list(view), list(reversed(view)), view == d, view | {'z': 0}, {'z': 0} | view)
copy = view.copy()
print(type(copy).__name__, copy)
for bad in (10, [1, 2], ('a',)):
    try:
        types.MappingProxyType(bad)
    except TypeError as e:
        print('TypeError:', e)
try:
    view['a'] = 0
except TypeError as e:
    print('TypeError:', e)
print(type(view).__name__)


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        ns = {'prepared_with': sorted(kw)}
        return ns

    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.kw = kw


C = types.new_class('C', (), {'metaclass': Meta, 'flag': 1}, lambda ns: ns.update(x=5))
print(type(C).__name__, C.__name__, C.x, C.prepared_with, C.kw)
meta, ns, kw = types.prepare_class('D', (C,), {'other': 2})
print(meta.__name__, ns, kw)
print(types.prepare_class('E'))


class Entry:
    def __mro_entries__(self, bases):
        return (int, str) if False else (dict,)


e = Entry()
print(types.resolve_bases((e, int)))
bases = (int,)
print(types.resolve_bases(bases) is bases)
K = types.new_class('K', (e,))
print(K.__mro__, K.__orig_bases__ == (e,))


class M1(type):
    pass


class M2(type):
    pass


try:
    types.new_class('Bad', (M1('A', (), {}), M2('B', (), {})))
except TypeError as err:
    print('TypeError:', err)
print(isinstance(1, types.FrameType), isinstance(1, types.TracebackType))
print(type(lambda: 0).__code__ if False else types.CodeType.__name__)
