# An annotated assignment with no value still evaluates its target but for
# the last step (`obj.attr: T` evaluates obj, `d[k]: T` d and k), in a
# function too, where the annotation itself is not evaluated; IPython's
# `Out[2]: [2, 4]` pasted into a script raises NameError for its Out.
class C:
    pass


c = C()
d = {}


def note(x):
    print("eval", type(x).__name__)
    return x


note(c).attr: note("ann1")
note(d)[note("k")]: note("ann2")
print(vars(c), d)


def f():
    note(c).y: note("ann3")
    q: note("ann4")


f()
try:
    c.z.w: int
except AttributeError as e:
    print("AttributeError", e)
Output_of_cell[2]: [2, 4]
