# Instance attributes in the compact layout (values by the class's shared
# keys) must behave as a dict would: insertion order per instance, deletion,
# __dict__ identity and writes through it, many attributes, odd names.


class P:
    def __init__(self, order):
        for name in order:
            setattr(self, name, name.upper())


a = P("xyz")
b = P("zyx")  # the class's keys are x, y, z: b sets them in reverse
c = P("xz")  # skips y
c.y = "late"  # after z: __dict__ must show x, z, y
print(a.__dict__, b.__dict__, c.__dict__)
print(vars(a) is a.__dict__, a.x, b.x, c.y)

# Overwriting keeps the position; deleting then re-adding moves it last.
a.x = 1
print(list(a.__dict__))
d = P("xyz")
del d.x
d.x = 2
print(list(vars(d)), d.x)
try:
    del d.w
except AttributeError as e:
    print("AttributeError", e)
try:
    print(P("x").nope)
except AttributeError as e:
    print("AttributeError", e)

# Writes through __dict__ are attributes, and attributes show in __dict__.
e = P("ab")
dd = e.__dict__
dd["c"] = 3
e.d = 4
print(e.c, dd, hasattr(e, "d"), getattr(e, "zz", "default"))

# More attributes than the shared keys hold (CPython keeps 30).
class Many:
    pass


m = Many()
for i in range(40):
    setattr(m, "a%d" % i, i)
print(len(vars(m)), m.a0, m.a39, sum(getattr(m, "a%d" % i) for i in range(40)))
m2 = Many()
m2.a39 = "x"
m2.a0 = "y"
print(vars(m2))

# Names that are not identifiers.
o = P("")
setattr(o, "not an identifier", 1)
setattr(o, "sub", 2)
print(vars(o), getattr(o, "sub"))

# Instances of a subclass have their own keys; class attributes still shadow.
class Q(P):
    kind = "q"


q = Q("yx")
q.kind = "own"
print(vars(q), Q.kind, q.kind, P("x").__dict__)

# Exceptions are instances too.
err = ValueError("bad")
err.note = 1
print(err.note, vars(err), err.args)
