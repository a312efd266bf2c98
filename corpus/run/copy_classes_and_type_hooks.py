# copy and deepcopy return a class itself, and look __copy__/__deepcopy__ up
# on the type (an Enum class defines both for its members; an instance
# attribute of that name is not a hook); object's methods are on a class's
# MRO before its metaclass's __getattr__ (EnumType refuses dunders there).
import copy
from enum import Enum, EnumMeta


class Color(Enum):
    RED = [1]


print(copy.copy(Color) is Color, copy.deepcopy(Color) is Color)
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy(Color.RED) is Color.RED)


class Box:
    def __init__(self):
        self.__copy__ = lambda: 'instance hook'
        self.items = [1, 2]


b = copy.copy(Box())
print(type(b).__name__, b.items)


class Counted:
    def __copy__(self):
        return 'copied'

    def __deepcopy__(self, memo):
        return ('deep', type(memo).__name__)


print(copy.copy(Counted()), copy.deepcopy(Counted()), copy.copy(Counted) is Counted)


class _Base(metaclass=EnumMeta):
    pass


class E(_Base, Enum):
    A = 1


print(repr(E.A), str(E.A), _Base.__str__ is Enum.__str__)
