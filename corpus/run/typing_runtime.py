# typing (CPython's own typing.py): generics, unions, get_type_hints,
# NamedTuple, TypedDict, Protocol, no_type_check, and the reprs of aliases.
import typing
from typing import (Any, Callable, ClassVar, Dict, Final, Generic, List, Literal, NamedTuple,
                    Never, Optional, Protocol, Self, Tuple, TypedDict, TypeVar, Union,
                    get_args, get_origin, get_type_hints, no_type_check, runtime_checkable)

T = TypeVar('T')
K = TypeVar('K', bound=str)


class Box(Generic[T]):
    def __init__(self, value: T) -> None:
        self.value = value

    def get(self) -> T:
        return self.value

    def me(self) -> Self:
        return self


print(Box[int], Box[int](3).get(), Box.__parameters__, Box[int].__origin__ is Box)
print(Optional[int], Union[int, str, int], Union[int], List[Dict[str, T]][int])
print(Callable[[int, str], bool], Tuple[int, ...], Literal['a', 1], ClassVar[int], Final[str])
print(get_origin(List[int]), get_args(Dict[str, int]), get_args(Callable[[int], str]))
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int])


def f(x: int, y: 'List[str]' = None, *, z: Optional[float] = None) -> Dict[str, int]:
    return {}


print(get_type_hints(f))


class Point(NamedTuple):
    x: int
    y: float = 0.5


p = Point(1)
print(p, p._fields, p._field_defaults, Point.__annotations__, p._replace(y=2))


class Movie(TypedDict, total=False):
    title: str
    year: int


print(Movie(title='x'), Movie.__required_keys__, sorted(Movie.__optional_keys__), Movie.__total__)


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


class Resource:
    def close(self):
        pass


print(isinstance(Resource(), Closable), isinstance(3, Closable))


@no_type_check
def g(a: 'not a type') -> 'nor this':
    return a


print(g(4), get_type_hints(g))
print(K.__bound__, T.__name__, repr(T), Never, Any)
try:
    Box[int, str]
except TypeError as e:
    print('TypeError', e)
try:
    isinstance(3, List[int])
except TypeError as e:
    print('TypeError', e)
