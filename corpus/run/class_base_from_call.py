# A class whose base is made by a call (a namedtuple, three-argument type())
# and bound to no name: the class keeps its base alive (this crashed).
from collections import namedtuple


class A:
    pass


def make():
    return type('Temp', (A,), {'v': 3})


class B(make()):
    pass


print(B.v, B.__mro__[1].__name__, B.__bases__[0].__bases__)
b = B()
print(isinstance(b, A), type(b).__mro__[1].v)


class Point(namedtuple('_Point', ['x', 'y'])):
    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p.x, p.y, p.norm1(), p._asdict(), Point.__bases__[0].__name__)
