# list[int] is a types.GenericAlias; X | Y a types.UnionType with its args,
# set equality, hash and substitution; issubclass() as PyObject_IsSubclass.
import typing, types
T = typing.TypeVar('T')
u = int | list[T]
print(u, u.__parameters__, u[str], type(u[str]))
print((int|str).__module__, type(int|str).__module__, repr(type(int|str)))
try: int | 'x'
except TypeError as e: print(e)
print(int | typing.List[int], type(int|typing.List[int]))
print(list[int] | None, type(list[int]|None))
print((int|str)|list[int])
print((int|None).__args__, int|None|int)
print(hash(int|str)==hash(str|int), (int|str) == (str|int), (int|str) == (int|bytes))
print(list[int], type(list[int]), isinstance(list[int], type), list[int].__class__)
print(list[int]([1,2]), list[int] == list[int], dict[str, int], tuple[int, ...], tuple[()], type[int])
class C(list[int]): pass
print(C.__orig_bases__, C.__mro__)
print(issubclass(int, int | str), isinstance('a', int | str), issubclass(bool, (str, int | None)))
class M:
    def __subclasscheck__(self, c): return True
    def __instancecheck__(self, c): return True
print(issubclass(1, M()), isinstance(1, M()))
for bad in (lambda: issubclass(1, int), lambda: issubclass(int, 1), lambda: isinstance(1, list[int]), lambda: issubclass(int, list[int] | str)):
    try: bad()
    except TypeError as e: print(e)
def f(x: list[int]) -> dict[str, int]: pass
print(f.__annotations__)
print(enumerate[int], list[T][int], dict[str, T][int])
