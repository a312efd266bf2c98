# The operator methods of builtin numbers and sequences, called by name:
# they compute on the builtin value and answer NotImplemented where
# CPython's slots do (the other operand is not a number they take).
exprs = [
    "int.__add__(1, 2)", "int.__add__(1, 2.0)", "float.__add__(1.5, 2)", "float.__radd__(1.5, True)",
    "complex.__add__(1j, 2.5)", "int.__pow__(2, 3, 5)", "float.__pow__(2.0, -1)", "int.__rpow__(2, 3)",
    "int.__sub__(5, 7)", "int.__rsub__(5, 7)", "float.__truediv__(1.0, 4)", "int.__floordiv__(7, -2)",
    "int.__mod__(7, -2)", "int.__and__(6, 3)", "int.__rlshift__(2, 1)", "bool.__and__(True, False)",
    "int.__floor__(True)", "float.__floor__(2.5)", "float.__ceil__(2.5)", "float.__round__(2.567, 2)",
    "float.__round__(2.5)", "int.__round__(15, -1)", "float.__trunc__(-2.5)", "int.__lt__(1, 2.0)",
    "float.__lt__(1.0, 2)", "complex.__lt__(1j, 1j)", "complex.__eq__(1j, 'a')", "complex.__eq__(1j, 1j)",
    "float.__eq__(1.0, 1)", "int.__eq__(1, 1.0)", "int.__ge__(3, 3)", "(1).__lt__(2)",
    "list.__add__([1], [2])", "list.__mul__([1], 2)", "list.__rmul__([1], 2)", "tuple.__mul__((1,), True)",
    "tuple.__add__((1,), (2,))", "'a'.__add__('b')", "'ab'.__mul__(2)", "list.__add__([1], (2,))",
    "tuple.__add__((1,), [2])", "str.__add__('a', 1)", "list.__mul__([1], 'a')",
    "str.__mod__('%s', 1)", "str.__rmod__('%s', 1)", "str.__rmod__('%s', 'a%s')",
    "list.__iadd__([1], (2,))", "list.__imul__([1, 2], 2)", "int.__neg__(True)", "int.__bool__(0)",
    "float.__int__(2.5)", "int.__float__(3)", "complex.__abs__(3+4j)", "complex.__neg__(1j)",
    "complex.__complex__(1+2j)", "int.__invert__(5)", "int.__divmod__(7, 2)", "float.__rdivmod__(2.0, 7)",
    "complex.__truediv__(1j, 0)", "int.__truediv__(1, 0)", "int.__mod__(1, 0)",
    "hasattr(complex, '__floordiv__')", "hasattr(float, '__invert__')",
]
for e in exprs:
    try:
        print(e, "->", repr(eval(e)))
    except Exception as x:
        print(e, "!!", type(x).__name__, x)


class Money(int):
    def __add__(self, other):
        return Money(super().__add__(other) * 1)

    def __repr__(self):
        return "Money(%d)" % self


print(Money(2) + 3, Money(2) + 3.5 if False else "skip", 3 + Money(2))


class L(list):
    pass


class T(tuple):
    pass


class Doubling(list):
    def __mul__(self, n):
        return Doubling(super().__mul__(n * 2))


print(L([1, 2]) * 2, 2 * L([3]), T((1,)) * 3, type(L([1]) * 2).__name__)
print(Doubling([1]) * 2, type(Doubling([1]) * 2).__name__)
x = L([1])
x += (2, 3)
print(x, type(x).__name__)


class R:
    def __radd__(self, other):
        return "R.__radd__ got %r" % (other,)

    def __rmul__(self, other):
        return "R.__rmul__ got %r" % (other,)


print([1] + R(), L([1]) + R(), (1,) * R() if False else "", 2 * R())
