# __del__ runs when an object's last reference goes: after `del`, a
# rebinding, a function's return, a `with` block's end, an expression
# statement's temporary; once only, even when it resurrects the object; at
# exit the globals go in CPython's order (containers last, a list's items
# last first). (An exception in __del__ goes to stderr: "Exception ignored
# in: <function ... at 0x...>", whose address no test can compare.)
class Noisy:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


class Manager(Noisy):
    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, *exc):
        print("exit", self.name)


x = Noisy("x")
del x
print("after del")
y = Noisy("y1")
y = Noisy("y2")
print("after rebind")


def local_only():
    a = Noisy("local")
    print("in function")


local_only()
print("after call")
with Manager("cm"):
    print("body")
print("after with")
Noisy("temporary")
print("after statement")


kept = []


class Phoenix:
    def __del__(self):
        print("resurrected once")
        kept.append(self)


p = Phoenix()
del p
print(len(kept), type(kept[0]).__name__)
kept.clear()
print("after second death")
g1 = Noisy("global 1")
items = [Noisy("item 1"), Noisy("item 2")]
table = {"k": Noisy("in dict")}
g2 = Noisy("global 2")
print("end")
