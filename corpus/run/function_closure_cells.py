# Closures' cells: __closure__ in co_freevars' order, cell_contents (ValueError
# while unbound), types.CellType; types.AsyncGeneratorType cannot be created.
import types
def outer():
    a, b = 1, 2
    def inner():
        return a + b
    def late():
        return c
    c = 5
    return inner, late
inner, late = outer()
print(inner.__closure__ is not None, len(inner.__closure__), [c.cell_contents for c in inner.__closure__], inner.__code__.co_freevars)
print(late.__closure__[0].cell_contents, outer.__closure__)
print(type(inner.__closure__[0]) is types.CellType, types.CellType.__name__, types.AsyncGeneratorType.__name__)
def unbound():
    def f():
        return z
    cell = f.__closure__[0]
    try:
        cell.cell_contents
    except ValueError as e:
        print('ValueError', e)
    z = 1
    return cell.cell_contents
print(unbound())
try:
    types.AsyncGeneratorType()
except TypeError as e:
    print(e)
