# Structural pattern matching: sequence/mapping by CPython's collection flags,
# mapping keys through get(), captures bound only when the whole pattern matched,
# class patterns' __match_args__ checks.
import collections, collections.abc, array
def kind(x):
    match x:
        case {}: return 'map'
        case []: return 'seq0'
        case [*_]: return 'seq'
        case _: return 'other'
class Parent: pass
class ChildPre(Parent): pass
collections.abc.Mapping.register(Parent)
class ChildPost(Parent): pass
class C: pass
class M1(collections.UserDict, collections.abc.Sequence): pass
class M2(C, collections.UserDict, collections.abc.Sequence): pass
class M3(collections.UserDict, C, list): pass
class M4(dict, collections.abc.Sequence, C): pass
class S1(collections.UserList, collections.abc.Mapping): pass
class S3(list, C, collections.abc.Mapping): pass
class GI:
    def __getitem__(self, i): return i
    def __len__(self): return 2
for x in [{}, [], (1,), range(3), 'ab', b'ab', bytearray(b'x'), memoryview(b'ab'), collections.deque([1]), array.array('i',[1]),
          collections.defaultdict(int), collections.OrderedDict(), collections.Counter(), Parent(), ChildPre(), ChildPost(), M1(), M2(), M3(), M4(), S1(), S3(), GI(), collections.UserList([1]), collections.UserDict(), set()]:
    print(type(x).__name__, kind(x))
x = collections.defaultdict(int)
match x:
    case {0: 0}: y = 0
    case {}: y = 1
print(x, y)
def f(x):
    match x:
        case ((a, b, 9) | (b, a, 10)):
            w = 0
    out = locals()
    del out["x"]
    return out
print(f((1, 2, 9)), f((1, 2, 10)), f((1,2,3)))
def g(x):
    match x:
        case (a, 1) | (a, 2) if a > 5:
            return a
    return locals()
print(g((7, 1)), g((1, 1)))
class P:
    __match_args__ = ('a', 'b')
    a = 1; b = 2
try:
    match P():
        case P(1, a=1): pass
except TypeError as e: print(type(e).__name__, e)
class I(int): pass
match I(5):
    case int(v): print('int', v)
match {'a': 1, 'b': 2, 'c': 3}:
    case {'a': 1, **rest}: print(rest)
K = 'a'
class N: a = 'a'
try:
    match {'a': 1}:
        case {N.a: 1, 'a': 1}: pass
except ValueError as e: print(e)
L = [1, 2, 3, 4]
match L:
    case [1, *mid, 4]: print(mid)
    case _: pass
match L:
    case [a, *_, b]: print(a, b)
