# isinstance()/issubclass() as CPython's: objects with a __bases__ tuple are
# "abstract" classes, __class__ answers for proxies, hooks on any object,
# and errors other than AttributeError are not masked.


class AbstractClass:
    def __init__(self, bases):
        self.bases = bases

    def getbases(self):
        return self.bases
    __bases__ = property(getbases)

    def __call__(self):
        return AbstractInstance(self)


class AbstractInstance:
    def __init__(self, klass):
        self.klass = klass

    def getclass(self):
        return self.klass
    __class__ = property(getclass)


AbstractSuper = AbstractClass(bases=())
AbstractChild = AbstractClass(bases=(AbstractSuper,))
print(isinstance(AbstractChild(), AbstractSuper), isinstance(AbstractSuper(), AbstractChild))
print(issubclass(AbstractChild, AbstractSuper), issubclass(AbstractSuper, AbstractChild))


class Proxy:
    __class__ = property(lambda self: int)


print(isinstance(Proxy(), int), isinstance(Proxy(), Proxy), isinstance(Proxy(), str))


class Bad:
    @property
    def __bases__(self):
        raise RuntimeError('bases')


for act in (lambda: issubclass(Bad(), int), lambda: isinstance(1, Bad())):
    try:
        act()
    except RuntimeError as e:
        print('RuntimeError', e)
for act in (lambda: issubclass(1, int), lambda: issubclass(int, 1), lambda: isinstance(1, 1)):
    try:
        act()
    except TypeError as e:
        print('TypeError', e)


class Cycle:
    @property
    def __bases__(self):
        return (self, self, self)


try:
    issubclass(Cycle(), int)
except RecursionError:
    print('RecursionError')
print(issubclass(int, (str, (bytes, int))), isinstance(True, int | str))
