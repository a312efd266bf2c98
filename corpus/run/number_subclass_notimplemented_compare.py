# A number subclass whose comparison gives NotImplemented: the other side's
# builtin slot still compares (int slots take ints only, float slots ints and
# floats), as in CPython.
class E(int):
    def __lt__(self, o):
        return NotImplemented
class G(float):
    def __gt__(self, o):
        return NotImplemented
    def __lt__(self, o):
        return NotImplemented
print(E(0) < 1, 1 > E(0), E(3) < E(4), E(5) < 2.5, 1.5 < E(2))
for f in [lambda: G(1.0) > 0, lambda: G(1.0) < G(2.0), lambda: 0 < G(1.0), lambda: G(1.0) < 'x', lambda: 2.0 > G(1.0), lambda: E(1) < G(2.0), lambda: G(1.0) > E(2), lambda: E(1) == 1.0, lambda: G(2.0) < True]:
    try:
        print(f())
    except TypeError as e:
        print(e)
