# collections.abc.Callable[...] and the other ABCs' aliases, and
# types.GenericAlias substitution as CPython's (TypeVar checks, unpacking).
import collections.abc as cabc
from typing import TypeVar, ParamSpec, TypeVarTuple

T = TypeVar('T')
P = ParamSpec('P')
Ts = TypeVarTuple('Ts')

c = cabc.Callable[[int, str], float]
print(c, c.__args__, c.__origin__ is cabc.Callable, type(c).__name__)
print(cabc.Callable[..., T], cabc.Callable[P, T].__parameters__)
print(cabc.Callable[[T], T][int], cabc.Callable[P, T][[int, str], bool])
print(cabc.Iterable[int], cabc.Mapping[str, T][int], cabc.Sequence[T].__parameters__)
for bad in (lambda: cabc.Callable[int], lambda: cabc.Callable[int, str],
            lambda: cabc.Hashable[int], lambda: cabc.Sized[int],
            lambda: list[int][int], lambda: list[T][1], lambda: list[T][1, 2], lambda: list[T][()]):
    try:
        print(bad())
    except TypeError as e:
        print('TypeError', e)
print(list[T][int], dict[str, list[T]][bytes], tuple[T, ...][int])
print(tuple[int, *Ts], tuple[int, *Ts][str, float], tuple[*Ts][()])
print(*tuple[int, str], list[int] == list[int], list[int] == list[str])
print(tuple[int, str].__typing_unpacked_tuple_args__, next(iter(tuple[int])).__typing_unpacked_tuple_args__)
