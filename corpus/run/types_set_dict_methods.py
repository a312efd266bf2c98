# set's and frozenset's operators and dict's | and reversed as methods
# (set.__sub__, dict.__ior__ taking pairs), the results' types.
s = {1, 2}; f = frozenset({2, 3})
print(set.__sub__(s, f), frozenset.__or__(f, s), set.__rxor__(s, f), set.__and__(s, [1]), type(frozenset.__rsub__(f, s)))
t = set.__ior__(s, f); print(t is s, s)
d = {1: 2}
print(dict.__or__(d, {3: 4}), dict.__ror__(d, {0: 1}), dict.__or__(d, [1]), list(reversed({1: 1, 2: 2})))
d |= [(5, 6)]; print(d, dict.__ior__(d, {7: 8}) is d)
class C(dict): pass
print(type(C(a=1) | {}), list(dict.__reversed__(C(a=1, b=2))))
import collections, collections.abc as abc
print(isinstance(collections.Counter(), abc.Reversible), collections.Counter('aab') - collections.Counter('a'))
