# A bound method's attributes are its function's (__name__, __doc__,
# __qualname__, __module__ and the function's own attributes).
import functools


class A:
    def f(self):
        """Doc of f."""


a = A()
m = a.f
A.f.tag = 'tagged'
print(m.__name__, m.__qualname__, m.__doc__, m.__module__, m.tag)
print(m.__self__ is a, m.__func__ is A.f)
print(functools.wraps(m)(lambda: 0).__name__)
try:
    m.__name__ = 'g'
except AttributeError as e:
    print(e)
