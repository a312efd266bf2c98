# What every class inherits from object, found by explicit lookup:
# object.__repr__(self) inside an own __repr__, A.__str__, a.__lt__, and
# getattr for every name dir() lists.
class A:
    def __repr__(self):
        return 'A+' + object.__repr__(self)[:12]


a = A()
print(repr(a), str(a), object.__str__(a), format(a, ''), a.__format__(''))
print(a.__lt__(a), A.__ge__(a, 1), object.__lt__(1, 2))
print(sorted(a.__dir__()) == dir(a), a.__weakref__, a.__getstate__())
a.x = 1
print(a.__getstate__(), type(A.__weakref__).__name__ != 'NoneType')
print([n for n in dir(A) if not hasattr(A, n)], [n for n in dir(a) if not hasattr(a, n)])
print(hasattr(5, '__weakref__'), (5).__format__(''), (5).__repr__())
try:
    a.__format__('x')
except TypeError as e:
    print('TypeError', e)


class Plain:
    pass


r = object.__repr__(Plain())
print(r.startswith('<__main__.Plain object at 0x'), object.__str__(Plain()) == repr(Plain()) or 'addr')


# __init_subclass__ is an implicit class method: super() reaches the base's
# with the class bound.
class Base:
    def __init_subclass__(cls, /, tag=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.tag = tag


class Mid(Base):
    def __init_subclass__(cls, **kwargs):
        kwargs.setdefault('tag', 'mid')
        super().__init_subclass__(**kwargs)


class Leaf(Mid, tag='leaf'):
    pass


class Other(Mid):
    pass


print(Leaf.tag, Other.tag, type(Base.__dict__['__init_subclass__']).__name__)


# PEP 560: a base that is not a class gives __mro_entries__.
class Alias:
    def __init__(self, origin):
        self.origin = origin

    def __mro_entries__(self, bases):
        return (self.origin,)


class Derived(Alias(dict), Base):
    pass


print(Derived.__mro__, Derived.__orig_bases__[0].origin)


# A metaclass attribute that is no descriptor is called as it is.
class Meta(type):
    __call__ = dict


class Made(metaclass=Meta):
    pass


print(Made(a=1))
