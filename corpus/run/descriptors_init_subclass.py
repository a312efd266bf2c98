class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        print("set_name", owner.__name__, name)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)

    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError("%s must be int" % self.name[1:])
        setattr(obj, self.name, value)


class Lazy:
    def __init__(self, fn):
        self.fn = fn

    def __get__(self, obj, objtype=None):
        if obj is None:
            return "class access"
        value = self.fn(obj)
        obj.__dict__[self.fn.__name__] = value
        return value


class Point:
    x = Typed()
    y = Typed()

    def __init__(self, x, y):
        self.x = x
        self.y = y

    @Lazy
    def norm(self):
        print("computing")
        return (self.x ** 2 + self.y ** 2) ** 0.5


p = Point(3, 4)
print(p.x, p.y, p.norm, p.norm, Point.norm, isinstance(Point.x, Typed))
try:
    p.x = "a"
except TypeError as e:
    print(e)


class Plugin:
    registry = []

    def __init_subclass__(cls, kind="generic", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = kind
        Plugin.registry.append(cls.__name__)


class A(Plugin):
    pass


class B(Plugin, kind="special"):
    pass


print(Plugin.registry, A.kind, B.kind)
try:
    class C(object, flag=1):
        pass
except TypeError as e:
    print(e)
