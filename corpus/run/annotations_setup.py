# CPython's SETUP_ANNOTATIONS: a module or class body holding an annotated
# assignment (run or not) has __annotations__ from its start.
print(__annotations__)
if False:
    x: int = 3
class C:
    print(__annotations__)
    if 0:
        y: str
print(C.__annotations__)
class D:
    pass
print(D.__annotations__, __annotations__)
def f():
    z: int = 1
    return locals()
print(f())
exec("a: int = 1\nprint(__annotations__)", {})
