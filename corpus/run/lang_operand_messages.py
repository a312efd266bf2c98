# The messages and results CPython gives where an operation meets operands
# it does not take: sequence concat/repeat, `**`, `in`, item deletion,
# %-formatting's mapping rule, call unpacking, and number priority.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class X:
    pass


class SubInt(int):
    def __radd__(self, o):
        return 'SubInt.__radd__'


show(lambda: [] + None)
show(lambda: [] + X())
show(lambda: () + 1)
show(lambda: 'a' + X())
show(lambda: b'a' + X())
show(lambda: bytearray() + 1)
show(lambda: X() + [])
show(lambda: b'a' * 'x')
show(lambda: 'x' * b'a')
show(lambda: [1] * X())
show(lambda: 1 ** 'a')
show(lambda: 1 in 5)
show(lambda: 1 in X())
show(lambda: 1.5 + SubInt(1))
show(lambda: 1 + SubInt(1))


def delete(obj, key):
    del obj[key]


show(lambda: delete(1, 0))
show(lambda: delete((1,), 0))
show(lambda: delete('a', 'x'))
show(lambda: delete(X(), 0))
for fmt, arg in [('a', b'x'), ('a', [1]), ('a', range(2)), ('a', 'x'), ('%s', [1]), (b'a', 1),
                 (b'a', b'x'), (b'a', bytearray(b'x')), (b'a', memoryview(b'x')), (b'a', (1,)),
                 (b'%s', (b'x',)), (b'%d', 5)]:
    show(lambda: fmt % arg)


def f(*a, **k):
    return a, k


show(lambda: f(*1))
show(lambda: f(1, *1))
show(lambda: [*1])
show(lambda: {*1})
show(lambda: f(**{'a': 1}, **{'a': 2}))
show(lambda: f(a=1, **{'a': 2}))
show(lambda: f(**{'a': 1}, a=2))
show(lambda: f(a=1, **{'b': 2}))
l = [1, 2, 3]


def assign(v):
    l[0:1] = v


show(lambda: assign(5))
show(lambda: l.insert('a', 1))
show(lambda: l.pop('a'))
t = ([],)
t[0].append(t)
print(t)


class Cx:
    def __complex__(self):
        return 1j


print(complex(Cx()), complex(Cx(), 2))


class BadIdx:
    def __index__(self):
        return 1.5


show(lambda: [1][BadIdx()])
print(format(1.0, '#.0f'), format(2.0, '#.0e'), '%#.0f' % 3)


class L(list):
    def __getitem__(self, i):
        return 'no'


print(list(reversed(L([1, 2]))), type(reversed(L())).__name__, list(L([1, 2]).__reversed__()))


class NoExit:
    def __enter__(self):
        pass


try:
    with NoExit():
        pass
except TypeError as e:
    print(e)
ba = bytearray(b'ab')
show(lambda: ba.extend(1))
ba.extend([1])
print(ba, repr(bytearray(b"'")), repr(bytearray(b'"\'')))
show(lambda: ','.join(1))
show(lambda: 'a'.center('x'))
show(lambda: 'a'.zfill(1.5))
print(bytearray(b'a') < memoryview(b'b'), memoryview(b'b') >= bytearray(b'a'))
show(lambda: b'a' < memoryview(b'b'))
show(lambda: delete(memoryview(b'ab'), 0))
show(lambda: delete(memoryview(bytearray(b'ab')), 0))
