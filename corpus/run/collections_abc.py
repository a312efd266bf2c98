# collections.abc: isinstance of builtins and user classes, the mixin methods,
# register, abstract instantiation.
import collections.abc
from collections.abc import Iterable, Iterator, Mapping, MutableMapping, Sequence, Hashable, Callable, Sized, Generator, Set, MutableSet
print(collections.abc.Mapping is Mapping)
for x in [[], (), {}, set(), frozenset(), 'a', b'a', 3, 3.5, None, iter([]), (i for i in []), len, lambda: 0, range(3), {}.keys()]:
    print("iterator" if "iterator" in type(x).__name__ else type(x).__name__, [c.__name__ for c in (Iterable, Iterator, Mapping, MutableMapping, Sequence, Hashable, Callable, Sized, Generator, Set, MutableSet) if isinstance(x, c)])
class D(Mapping):
    def __init__(self, d): self._d = d
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
d = D({'a': 1, 'b': 2})
print(d.get('a'), d.get('z', 0), 'a' in d, list(d.keys()), list(d.items()), list(d.values()), d == {'a': 1, 'b': 2}, len(d.keys()))
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(It(), Iterator), isinstance(It(), Iterable), isinstance(It(), Sized))
class S(Sequence):
    def __getitem__(self, i): return [1, 2, 3][i]
    def __len__(self): return 3
s = S()
print(list(s), 2 in s, list(reversed(s)), s.index(3), s.count(1))
class M(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
m = M(); m.update({'x': 1}, y=2); m.setdefault('z', 3); print(m.pop('x'), dict(m), m.popitem())
class Eq:
    def __eq__(self, o): return True
print(isinstance(Eq(), Hashable), isinstance(object(), Hashable))
try:
    Mapping()
except TypeError as e:
    print(e)
class R: pass
Sequence.register(R)
print(isinstance(R(), Sequence), isinstance(R(), Iterable))
def f() -> Iterator[int]: pass
from collections import abc
import collections.abc as cabc
import collections
print(abc is cabc, collections.abc is abc, abc.Sized)
