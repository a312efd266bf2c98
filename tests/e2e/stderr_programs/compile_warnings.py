x = 1
print(x is 1, x is 1)
print(x is -1, x is (1, 2), x is (), x is 1 + 1, x is f"a", x is None, x is ..., x is [1], x is not 'a', x is True)
def f():
    return (1)(), None(), ()(), [](), f"x"(), (x for x in y)(), {}(), {1}(), [x for x in y](), {x: 1 for x in y}(), 'a' 'b'(), (-1)()
def g():
    return 1[0], None[0], {1}[0], (x for x in y)[0], (lambda: 0)[0], ...[0], 1.5[0], 'a'[0], b'a'[0], (1,)[0], 1j[0], frozenset()[0]
def h():
    return [1, 2][1.0], (1, 2)['a'], "ab"[1, 2], [1][x], [1][True], f"a"[1.0], [x for x in y][None], "ab"[1:2], b"x"[[1]], (1,2)[{}], x[1.0]
assert (x, "m")
assert (x,)
class C:
    def m(self): return 1 is 1
l = lambda: 2 is 2
z = [y is 3 for y in []]
t = 'x' if x is 'y' else 0
exec('x is 5')
print(type(compile('1 is 1', 'f.py', 'exec')).__name__)
import warnings
warnings.simplefilter('error')
try:
    compile('1 is 1', 'f.py', 'exec')
except SyntaxError as e: print('SE', e)
