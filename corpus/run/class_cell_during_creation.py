# The __class__ cell reaches type.__new__ in the namespace (__classcell__)
# and is filled before __set_name__ runs: a member made then can call
# super() or read __class__ (enum's members' __new__). object.__dir__ does
# not call the class's own __dir__ back (Enum.__dir__ calls it).
from enum import Enum


class Meta(type):
    def __new__(mcls, name, bases, ns):
        print('namespace has __classcell__:', '__classcell__' in ns)
        return super().__new__(mcls, name, bases, ns)


class Named:
    def __set_name__(self, owner, name):
        print('__set_name__ sees', owner.which(), name)


class A(metaclass=Meta):
    x = Named()

    @classmethod
    def which(cls):
        return __class__.__name__


print('__classcell__' in A.__dict__)

try:
    class BadSuper(Enum):
        def __new__(cls, value):
            obj = super().__new__(cls, value)
            return obj
        failed = 1
except TypeError as e:
    print('TypeError', e)


class WithDir:
    def __dir__(self):
        return ['zz'] + object.__dir__(self)


names = dir(WithDir())
print('zz' in names, '__class__' in names, names == sorted(names))
