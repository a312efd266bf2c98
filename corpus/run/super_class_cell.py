# super() without arguments needs the __class__ cell; a method that assigns
# __class__ itself has a plain local there (CPython: RuntimeError, no crash).
class Base:
    def hello(self):
        return "base"


class Child(Base):
    def hello(self):
        return "child of " + super().hello()


print(Child().hello())


class C:
    def m(self):
        __class__ = "x"
        return super()


try:
    C().m()
except RuntimeError as e:
    print("RuntimeError:", e)
C().m()
