# abc.ABCMeta as a real metaclass: __abstractmethods__, the instantiation
# error, register() seen by isinstance/issubclass, __subclasshook__.
import abc
from collections.abc import Sized, Iterable


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...

    @abc.abstractmethod
    def name(self):
        ...


try:
    Shape()
except TypeError as e:
    print(e)


class Square(Shape):
    def area(self):
        return 4


try:
    Square()
except TypeError as e:
    print(e)
print(sorted(Square.__abstractmethods__), type(Shape).__name__, type(Shape) is abc.ABCMeta)


class Full(Square):
    def name(self):
        return "full"


f = Full()
print(f.area(), f.name(), isinstance(f, Shape), Full.__abstractmethods__)


class Plain(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def run(self):
        ...


try:
    Plain()
except TypeError as e:
    print(e)

Shape.register(int)
print(issubclass(int, Shape), isinstance(3, Shape), issubclass(bool, Shape), issubclass(str, Shape))


class HasLen:
    def __len__(self):
        return 0


print(isinstance(HasLen(), Sized), issubclass(HasLen, Iterable), isinstance([], Iterable))


class Quacks(abc.ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if any("quack" in B.__dict__ for B in C.__mro__):
            return True
        return NotImplemented


class Duck:
    def quack(self):
        pass


print(issubclass(Duck, Quacks), isinstance(Duck(), Quacks), issubclass(int, Quacks))


@Quacks.register
class Robot:
    pass


print(issubclass(Robot, Quacks), Robot.__name__)
try:
    Quacks.register(3)
except TypeError as e:
    print(e)
