# A generator's __name__, __qualname__ and gi_suspended / gi_running as it
# moves through its states; reversed() of dict views.
def numbers():
    yield 1
    yield 2


class Holder:
    def gen(self):
        yield self


g = numbers()
print(g.__name__, g.__qualname__, g.gi_suspended, g.gi_running)
next(g)
print(g.gi_suspended, g.gi_running)
list(g)
print(g.gi_suspended, g.gi_running)
h = Holder().gen()
print(h.__name__, h.__qualname__)
e = (x for x in range(3))
print(e.__name__, e.__qualname__)


d = {"a": 1, "b": 2, "c": 3}
for view in (d.keys(), d.values(), d.items()):
    r = reversed(view)
    print(type(r).__name__, list(r))
print(list(reversed({}.items())))
