# Metaclasses: class M(type), metaclass=, type.__new__/__init__ through
# super(), __prepare__, __init_subclass__ with keywords, __call__ (a
# singleton), the metaclass's methods and properties on its classes,
# __instancecheck__/__subclasscheck__, type(name, bases, ns), conflicts.
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("Meta.__new__", name, [b.__name__ for b in bases], sorted(k for k in ns if not k.startswith("__")), kw)
        cls = super().__new__(mcls, name, bases, ns)
        cls.tag = name.lower()
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name)
        super().__init__(name, bases, ns)

    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("__prepare__", name, kw)
        return {"injected": 42}

    def describe(cls):
        return "class " + cls.__name__ + " tagged " + cls.tag

    @property
    def upper_name(cls):
        return cls.__name__.upper()


class Base(metaclass=Meta):
    x = 1

    def method(self):
        return "method of " + type(self).__name__

    def __init_subclass__(cls, flavour=None, **kw):
        super().__init_subclass__(**kw)
        cls.flavour = flavour


class Child(Base, flavour="mint"):
    pass


print(type(Base) is Meta, type(Child) is Meta, Base.tag, Child.tag, Child.flavour, Base.injected)
print(Base.describe(), Child.upper_name, isinstance(Base, Meta), isinstance(Base, type))
print(hasattr(Base(), "describe"), Child().method(), Child.__mro__)
print(Meta.__mro__, Meta.__bases__, type(Meta))


class Singleton(type):
    instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls.instances:
            cls.instances[cls] = super().__call__(*args, **kwargs)
        return cls.instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, value):
        print("Config.__init__", value)
        self.value = value


a = Config(1)
b = Config(2)
print(a is b, a.value, type(a).__name__)


class Even(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, int) and obj % 2 == 0

    def __subclasscheck__(cls, sub):
        return sub in (int, bool)


class EvenNumber(metaclass=Even):
    pass


print(isinstance(4, EvenNumber), isinstance(3, EvenNumber), isinstance("x", EvenNumber))
print(issubclass(int, EvenNumber), issubclass(str, EvenNumber))

Dynamic = type("Dynamic", (Base,), {"y": 2, "double": lambda self: self.y * 2})
print(type(Dynamic).__name__, Dynamic.tag, Dynamic().double(), Dynamic.__name__, Dynamic.__bases__)
Plain = type("Plain", (), {"z": 3})
print(Plain.z, type(Plain), Plain.__qualname__, Plain.__module__)


def functional_meta(name, bases, ns, **kw):
    print("functional_meta", name, bases, sorted(ns), kw)
    return 7


class NotAClass(metaclass=functional_meta, extra=1):
    a = 1


print(NotAClass)


class M1(type):
    pass


class M2(type):
    pass


class A1(metaclass=M1):
    pass


class A2(metaclass=M2):
    pass


try:
    class Both(A1, A2):
        pass
except TypeError as e:
    print("TypeError:", e)


class M3(M1):
    pass


class A3(A1, metaclass=M3):
    pass


class A4(A3, A1):
    pass


print(type(A3).__name__, type(A4).__name__)

for bad in [lambda: type.__new__(1, "x", (), {}), lambda: type.__new__(int, "x", (), {}),
            lambda: M1("x"), lambda: type("x", ()), lambda: type.__init__(A1, "x", k=1)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


class Registry(type):
    registry = []

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        if bases:
            Registry.registry.append(name)

    def __iter__(cls):
        return iter(cls.members)

    def __len__(cls):
        return len(cls.members)

    def __getitem__(cls, i):
        return cls.members[i]

    def __repr__(cls):
        return "<registered " + cls.__name__ + ">"

    def __getattr__(cls, name):
        return "missing " + name


class Plugin(metaclass=Registry):
    members = ["a", "b"]


class First(Plugin):
    pass


class Second(Plugin):
    members = ["c"]


print(Registry.registry, list(First), len(Second), Second[0], Plugin, repr(First), First.nothing)
print(Plugin.__subclasses__(), object.__subclasses__ is not None, First.mro())


class Counted(type):
    def __setattr__(cls, name, value):
        print("set", cls.__name__, name, value)
        super().__setattr__(name, value)


class Thing(metaclass=Counted):
    pass


Thing.colour = "red"
print(Thing.colour, Thing.__dict__["colour"])
try:
    type.__call__(1)
except TypeError:
    print("type.__call__ needs a class")
print(type.__prepare__("a", ()), type(type.__call__(int, "5")))
