"""The module's docstring."""
# The names CPython puts in __main__'s namespace, and what they hold.
import builtins
import os

print(list(globals())[:9])
print(__name__, __doc__, __package__, __spec__, __cached__, __annotations__)
print(__builtins__ is builtins, __builtins__.len("abc"))
print(os.path.isabs(__file__), os.path.basename(__file__))
x: int = 3
print(__annotations__)
g = {}
exec("y = 1", g)
print(type(g["__builtins__"]).__name__, g["__builtins__"] is builtins.__dict__, sorted(g))
exec("print(__name__)", {"__name__": "other"})


def f():
    pass


print(os.path.basename(f.__code__.co_filename), f.__module__)
print(dir(f) == sorted(set(dir(f))), [n for n in dir(f) if n not in dir(object)])
print(f.__dict__, f.__builtins__ is builtins.__dict__)
f.tag = 1
print(f.__dict__, "tag" in dir(f))
