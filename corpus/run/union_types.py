class A: pass
def f(x: int | None, y: "str | None" = None) -> list[int] | None:
    return x
print(int | None, str | int | None, int | A)
print(isinstance(3, int | str), isinstance(None, int | None), isinstance(2.0, int | str))
print(f(3))
x: dict[str, int] | None = None
print(x)
