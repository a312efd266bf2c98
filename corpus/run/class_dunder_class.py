# A class's __class__ is its metaclass (object's data descriptor, found
# through the metaclass before the class's own attributes).
class X:
    __class__ = "shadowed for instances only"


class M(type):
    pass


class C(metaclass=M):
    pass


print(X.__class__, int.__class__, type.__class__, C.__class__, M.__class__)
print(X().__class__)
