# Private names: inside a class body (and what it nests), `__x` means `_Class__x`.


class Account:
    __rate = 3  # stored as _Account__rate

    def __init__(self, balance):
        self.__balance = balance

    def __fee(self, __amount, *__rest, __scale=2, **__opts):
        return __amount * __scale + self.__rate

    def charge(self, amount):
        return self.__fee(amount)

    def peek(self):
        return self.__balance

    class __Ledger:
        __entries = ["open"]

        def entries(self):
            return self.__entries

    def ledger(self):
        return self.__Ledger().entries()

    def nested(self):
        def helper(__q):
            return __q + 1

        return helper(self.__balance), (lambda __l: __l * 2)(5), [__c for __c in range(3)]

    def dunder(self):
        return self.__class__.__name__


a = Account(10)
print(sorted(k for k in vars(Account) if "__" in k.strip("_")))
print(vars(a))
print(a.charge(4), a.peek(), a.ledger(), a.nested(), a.dunder())
print(Account._Account__fee.__name__, Account._Account__fee.__qualname__)
print(Account._Account__fee.__code__.co_varnames)
print(Account._Account__fee.__kwdefaults__)
print(Account._Account__Ledger.__name__, Account._Account__Ledger.__qualname__)
print(Account._Account__Ledger._Ledger__entries)
try:
    a.__balance
except AttributeError as e:
    print("AttributeError:", e)


# Leading underscores of the class name are stripped; a class made only of
# underscores does not mangle.
class _Hidden:
    def set(self):
        self.__v = 1
        return self


class __:
    def set(self):
        self.__v = 2
        return self


print(vars(_Hidden().set()), vars(__().set()))

# Neither dunder names, nor keyword arguments, nor strings are mangled.
def kw(**k):
    return k


class K:
    def call(self):
        return kw(__x=1), getattr(self, "__y", "none")

    __slots_like__ = 1


print(K().call(), "__slots_like__" in vars(K))

# global, nonlocal, except, with, for, walrus, annotated and deleted names.
__g = "module"


class G:
    global __g
    __g = "rebound by the class body"
    __n: int = 4

    def run(self):
        __t = 0
        for __i in range(3):
            __t += __i
        try:
            raise ValueError("boom")
        except ValueError as __e:
            caught = str(__e)
        if (__w := __t * 2) > 1:
            pass
        del __t
        return caught, __w, sorted(locals())


print(_G__g if "_G__g" in globals() else globals().get("__g"))
print(G.__annotations__, G().run())


# match captures and class patterns: captures mangle, keyword attributes do not.
class Point:
    __match_args__ = ("x",)

    def __init__(self, x):
        self.x = x
        self.__y = x + 1


class M:
    def m(self, v):
        match v:
            case Point(x=__px):
                return "point", __px
            case [__a, *__rest]:
                return "seq", __a, __rest
        return None


print(M().m(Point(3)), M().m([1, 2, 3]), vars(Point(1)))

# A method's private parameters are reached by their mangled keyword.
class P:
    def f(self, __p):
        return __p


print(P().f(_P__p=5))
try:
    P().f(__p=5)
except TypeError as e:
    print("TypeError:", e)
