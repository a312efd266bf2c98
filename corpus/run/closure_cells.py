# Closure cells: types.CellType, cell_contents assignable and deletable (the
# closure sees it), comparisons by contents (an empty cell is the least).
import types


def outer():
    a = 12

    def f():
        return a
    return f


f = outer()
c = f.__closure__[0]
c.cell_contents = 9
print(f(), c.cell_contents)
del c.cell_contents
try:
    c.cell_contents
except ValueError as e:
    print('ValueError', e)
try:
    f()
except NameError as e:
    print('NameError', e)
print(types.CellType(1).cell_contents, types.CellType(2) < types.CellType(3),
      types.CellType() == types.CellType(), types.CellType(True) > types.CellType(),
      types.CellType(-36) == types.CellType(-36.0))
for call in (lambda: types.CellType(1, 2), lambda: types.CellType(x=1), lambda: types.CellType().cell_contents):
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
