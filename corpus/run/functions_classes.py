# Functions, closures, decorators, classes, inheritance, dunders.
def counter():
    n = 0
    def inc(step=1):
        nonlocal n
        n += step
        return n
    return inc

c = counter()
c()
c(5)
print(c(), (lambda x, *a, k=2, **kw: (x, a, k, kw))(1, 2, k=3, z=4))

def deco(f):
    def wrapper(*args, **kwargs):
        return "<" + str(f(*args, **kwargs)) + ">"
    return wrapper

@deco
def greet(name, punct="!"):
    return "hi " + name + punct

print(greet("bo"), greet("al", punct="?"))

class Shape:
    sides = 0
    def __init__(self, name):
        self.name = name
    def describe(self):
        return f"{self.name} with {self.sides} sides, area {self.area():.1f}"
    def area(self):
        return 0.0
    def __eq__(self, other):
        return isinstance(other, Shape) and self.area() == other.area()
    def __lt__(self, other):
        return self.area() < other.area()
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"

class Square(Shape):
    sides = 4
    def __init__(self, side):
        super().__init__("square")
        self.side = side
    def area(self):
        return self.side ** 2

class Circle(Shape):
    def __init__(self, r):
        Shape.__init__(self, "circle")
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2
    @property
    def diameter(self):
        return 2 * self.r
    @staticmethod
    def unit():
        return Circle(1)
    @classmethod
    def named(cls):
        return cls.__name__

shapes = [Square(3), Circle(1), Square(1)]
print([s.describe() for s in shapes])
print(sorted(shapes), max(shapes), Square(2) == Square(2), Circle(2).diameter, Circle.unit(), Circle.named())
print(isinstance(shapes[0], Shape), issubclass(Circle, Shape), type(shapes[1]).__name__, Square.__mro__)

class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iter__(self):
        return iter((self.x, self.y))
    def __str__(self):
        return f"Vec({self.x}, {self.y})"

v = Vec(1, 2) + Vec(3, 4) * 2
print(v, 3 * v, len(v), v[1], list(v), bool(v))
