# A def evaluates its annotations when it runs (PEP 563 only with the
# __future__ import); __annotations__ keeps them in parameter order.
def f(x: int, *a: str, y: "q" = 2, **k: float) -> list:
    return x


print(f.__annotations__)
m = __import__("math")
print(m.sqrt(16), __import__("os.path").__name__)


def g(x: Undefined) -> None:
    return x
