# A class whose __call__ is one of its own instances: calling one recurses
# until CPython's recursion limit (it used to loop for ever).
class A:
    pass


A.__call__ = A()
a = A()
try:
    a()
except RecursionError as e:
    print('RecursionError', e)


class Counter:
    def __init__(self):
        self.n = 0

    def __call__(self, k):
        self.n += k
        return self.n


c = Counter()
print(c(2), c(3))
