class A:
    x: int
    y: str = "a"
    def f(self): pass
print(A.__annotations__, A.__dict__.get('y'), 'x' in A.__dict__)
def deco(cls):
    def __init__(self, *a):
        for n, v in zip(cls.__annotations__, a): setattr(self, n, v)
    cls.__init__ = __init__
    return cls
@deco
class B:
    p: int
    q: int
b = B(1, 2)
print(b.p, b.q)
