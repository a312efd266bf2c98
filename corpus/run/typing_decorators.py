# typing's run-time decorators: overload gives its function back, final and
# no_type_check mark theirs (and give back what takes no attribute).
from typing import final, no_type_check, overload


@final
class Leaf:
    pass


@no_type_check
def loose(x: int) -> str:
    return x


@overload
def f(x: int) -> int: ...


print(Leaf.__final__, loose.__no_type_check__, loose(3))
print(final(5))
