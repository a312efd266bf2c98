# array item access: the native fast path (int index, float/int item) and every
# case it hands to array.py (slices, __index__, bools, range errors, subclasses).
from array import array
a = array('d', [1, 2.5, 3])
print(a[0], a[-1], a[1:], len(a), a[True])
a[0] = 7; a[-1] = True; a[1] = 2**70
print(a)
class I:
    def __index__(self): return 1
print(a[I()])
a[I()] = 4.5
print(a)
for bad in [10, -10]:
    try: a[bad]
    except IndexError as e: print('IE', e)
    try: a[bad] = 1.0
    except IndexError as e: print('IE', e)
try: a['x']
except TypeError as e: print('TE', e)
try: a[0] = 'x'
except TypeError as e: print('TE', e)
b = array('b', [1, 2, 3])
b[0] = 127; b[1] = -128
print(b)
for v in [128, -129, 1.5, 2**70]:
    try: b[2] = v
    except (OverflowError, TypeError) as e: print(type(e).__name__, e)
B = array('B', b'ab'); B[0] = 255; print(B)
try: B[0] = -1
except OverflowError as e: print(e)
Q = array('Q', [1]); Q[0] = 2**64 - 1; print(Q)
u = array('u', 'ab'); u[0] = 'z'; print(u, u[1])
class X(array):
    def __getitem__(self, i): return 'X' + str(super().__getitem__(i))
x = X('i', [5, 6]); print(x[0], len(x), x.__getitem__(1), x.__len__())
a[:] = array('d', [1.0]); print(a)
a.__setitem__(0, 3); print(a, a.__getitem__(0))
print(list(array('i', range(4))), 2 in array('i', [2]))
