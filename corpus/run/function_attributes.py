# Function attributes as CPython keeps them: __dict__, __doc__, __defaults__,
# __kwdefaults__, __code__, __annotations__, and their type checks.
import functools


def b():
    return 3


def plain():
    pass


print(b.__dict__, b.__defaults__, b.__kwdefaults__)
b.known = 7
print(b.__dict__, 'known' in dir(b))
d = {'other': 1}
b.__dict__ = d
print(b.__dict__ is d, b.other)
for name, value in [('__dict__', None), ('__name__', 7), ('__qualname__', 7),
                    ('__defaults__', [1]), ('__kwdefaults__', 3), ('__code__', 1),
                    ('__annotations__', 5), ('__globals__', {}), ('__closure__', ())]:
    try:
        setattr(plain, name, value)
    except (TypeError, AttributeError) as e:
        print(name, type(e).__name__, e)
for name in ('__dict__', '__name__', '__code__', '__globals__'):
    try:
        delattr(plain, name)
    except (TypeError, AttributeError) as e:
        print('del', name, type(e).__name__, e)


def first(a, b):
    return a + b


first.__defaults__ = (1, 2)
print(first(), first(5), first.__defaults__)
del first.__defaults__
try:
    first()
except TypeError as e:
    print(e)


def kw(*, x=1):
    return x


kw.__kwdefaults__ = {'x': 5}
print(kw(), kw.__kwdefaults__)
plain.__doc__ = 'doc'
print(plain.__doc__)
del plain.__doc__
print(plain.__doc__)
plain.__code__ = b.__code__
print(plain())


def outer():
    v = 1

    def inner():
        return v
    return inner


try:
    plain.__code__ = outer().__code__
except ValueError as e:
    print(e)


def annotated(x: int) -> str:
    return str(x)


print(annotated.__annotations__)
annotated.__annotations__ = {'y': float}
print(annotated.__annotations__)


@functools.wraps(annotated)
def wrapper(*args):
    return annotated(*args)


print(wrapper.__name__, wrapper.__annotations__, wrapper.__wrapped__ is annotated)


class A:
    def m(self):
        return 1


print(super(A, A()).__dir__ is not None, super(A, A()).__repr__()[:9])
