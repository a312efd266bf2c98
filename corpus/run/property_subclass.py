# property as a base class: the doc taken from the getter into the subclass
# instance, copies of its own class, __get__ overridden, __isabstractmethod__;
# classmethod and staticmethod carry their function (3.10+).
import abc, types
class PropertySub(property):
    """This is a subclass of property"""
class Foo:
    @PropertySub
    def spam(self):
        """spam wrapped in property subclass"""
        return 1
    @spam.setter
    def spam(self, v):
        self._s = v
print(Foo().spam, Foo.spam.__doc__, type(Foo.spam).__name__, isinstance(Foo.spam, property))
f = Foo(); f.spam = 5; print(f._s)
p = property(lambda s: 1, doc='D'); print(p.__doc__)
def g(self):
    'getter doc'
print(property(g).__doc__, property(g).getter(lambda s: 2).__doc__, property(g, doc='x').setter(g).__doc__)
class Colour:
    @types.DynamicClassAttribute
    def name(self):
        return "red"


print(Colour().name, hasattr(Colour, "name"))
class A(abc.ABC):
    @property
    @abc.abstractmethod
    def x(self): pass
print(A.x.__isabstractmethod__, property(g).__isabstractmethod__)
try: A()
except TypeError as e: print(e)
class Dyn(property):
    def __get__(self, obj, owner=None):
        if obj is None: return 'class access'
        return super().__get__(obj, owner)
class E:
    @Dyn
    def v(self): return 42
print(E.v, E().v)
try: property(1,2,3,4,5)
except TypeError as e: print(e)


def fn():
    'fn doc'


s, c = staticmethod(fn), classmethod(fn)
print(s.__wrapped__ is fn, c.__func__ is fn, s.__name__, c.__doc__, s.__isabstractmethod__)
print(staticmethod(abc.abstractmethod(fn)).__isabstractmethod__)
p = property()
for act in (lambda: p.__get__(1), lambda: p.__set__(1, 2), lambda: p.__delete__(1)):
    try:
        act()
    except AttributeError as e:
        print(e)
print(p.__get__(None, int) is p)
