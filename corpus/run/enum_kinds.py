# enum on a real metaclass: Flag (STRICT), IntFlag (KEEP), IntEnum, StrEnum,
# mixins, the functional API, members with __init__, aliases and errors.
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto
class P(Flag):
    R = 4
    W = 2
    X = 1
print(repr(P.R|P.W), str(P.R|P.W), repr(~P.R), repr(P(0)), str(P(0)), list(P.R|P.X), P.R in (P.R|P.W), bool(P(0)))
print(repr(P.R & P.W), len(P), list(P), format(P.R), f"{P.R|P.W}")
try: P(8)
except ValueError as e: print(e)
class Q(IntFlag):
    A = auto()
    B = auto()
print(repr(Q.A|Q.B), str(Q.A|Q.B), repr(Q.A|8), Q.A + 1, repr(~Q.A), isinstance(Q.A, int), format(Q.B), Q(3))
class N(IntEnum):
    ONE = 1
    TWO = 2
print(repr(N.ONE), str(N.ONE), N.ONE + 1, N.TWO * 3, N.ONE == 1, format(N.TWO), f"{N.TWO:>4}", N(2), hash(N.ONE) == hash(1), sorted([N.TWO, N.ONE]), type(N.ONE + 1))
class S(StrEnum):
    A = auto()
    B = 'bee'
print(repr(S.A), str(S.A), S.B.upper(), S.A == 'a', f"{S.B}", S('bee'))
class C(Enum):
    R = 1
    G = 2
print(format(C.R), f"{C.R}", C.R.__class__, type(C), C.__members__)
try: C.R = 3
except AttributeError as e: print(e)
print(dir(C.R))
print(C._member_names_, C._value2member_map_)
Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), Animal.BEE.value)
Animal2 = Enum('Animal2', [('A', 10), ('B', 20)])
print(repr(Animal2.B))
class W(Enum):
    X = (1, 2)
    Y = (3, 4)
    def __init__(self, a, b):
        self.total = a + b
print(W.Y.total, W((1,2)))
class Z(int, Enum):
    A = 1
print(repr(Z.A), str(Z.A), Z.A + 1)
try:
    class E2(C): pass
except TypeError as e: print(e)
print(C.R < 3 if False else "skip")
try: C.R < C.G
except TypeError as e: print(e)
print(C['R'], C.G.name, C(1) is C.R, C.R is C.R)
