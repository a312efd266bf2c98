# Properties with setters and deleters, __setattr__/__delattr__, type(), dunder attributes.
class Temp:
    def __init__(self):
        self._c = 0

    @property
    def c(self):
        return self._c

    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v

    @c.deleter
    def c(self):
        print("deleting")
        self._c = None


t = Temp()
t.c = 25
print(t.c)
del t.c
print(t.c)


class Logged:
    def __setattr__(self, k, v):
        print("set", k, v)
        object.__setattr__(self, k, v)

    def __delattr__(self, k):
        print("del", k)
        object.__delattr__(self, k)


o = Logged()
o.x = 1
del o.x
Point = type("Point", (), {"dims": 2, "norm": lambda self: 0})
print(Point.dims, Point().norm(), Point.__name__)
d = {}
d.__setitem__("k", 1)
print(d.__getitem__("k"), [1, 2].__len__(), iter([5]).__next__(), hasattr(3, "__len__"))
print([].append == [].append, t.__init__ == t.__init__)
t.c = -300
