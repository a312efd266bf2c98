class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

s = Stack([1, 2])
s.push(3)
print(s, len(s), s.peek(), type(s).__name__, isinstance(s, list))
s.name = "st"
print(s.name, s.__dict__)
print(s + [4], sorted(s, reverse=True), 3 in s, list(s), s == [1, 2, 3])

class AttrDict(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)
    def __setattr__(self, k, v):
        self[k] = v

d = AttrDict(a=1)
d.b = 2
print(d, d.a, d.b, len(d), dict(d), isinstance(d, dict))
for k in d: print(k)

class Default(dict):
    def __missing__(self, k):
        return 0

class Name(str):
    def shout(self):
        return self.upper() + "!"

n = Name("bob")
print(n, repr(n), n.shout(), n + "x", len(n), n == "bob", hash(n) == hash("bob"), {n: 1}["bob"])

class P(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self): return self[0]

p = P(1, 2)
print(p, p.x, p[1], len(p), p == (1, 2))

class S(set): pass
print(S([1,2]), S(), S([3]) | {4})

class MyList(list):
    def __getitem__(self, i):
        return "item%d" % i
    def __len__(self):
        return 42
m = MyList([1])
print(m[0], len(m), bool(MyList()), list(m))

class Singleton:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Singleton() is Singleton())

class E(Exception):
    def __new__(cls, *a):
        o = super().__new__(cls, *a)
        o.extra = 5
        return o
e = E("x")
print(e.args, e.extra, repr(e))
class A:
    pass
try:
    A(1)
except TypeError as ex:
    print(ex)
class B:
    def __init__(self, x):
        super().__init__(x)
try:
    B(1)
except TypeError as ex:
    print(ex)
try:
    class Bad(list, dict): pass
except TypeError as ex:
    print(ex)
try:
    class Bad2(bool): pass
except TypeError as ex:
    print(ex)
