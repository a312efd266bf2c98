# A property's name from __set_name__ in its errors; a classmethod over a
# property (class property); list/tuple details: index() bounds clamp,
# `t * 1 is t`, an exhausted list iterator stays exhausted, keywords taken
# by a subclass's own __init__ / __new__.
import sys


def attempt(f):
    try:
        print('ok', f())
    except Exception as e:
        print(type(e).__name__, e)


class Named:
    foo = property()


class Later:
    pass


Later.foo = property()
for cls in (Named, Later):
    o = cls()
    attempt(lambda: o.foo)
    attempt(lambda: setattr(o, 'foo', 1))
    attempt(lambda: delattr(o, 'foo'))
p = property()
for n in (0, 1, 3):
    attempt(lambda: p.__set_name__(*([0] * n)))


class Doc:
    """First"""

    @classmethod
    @property
    def __doc__(cls):
        return 'doc of ' + cls.__name__


print(Doc.__doc__, Doc().__doc__)

a = [-2, -1, 0, 0, 1, 2]
print(a.index(0, -4 * sys.maxsize, 4 * sys.maxsize), tuple(a).index(2, 2, 10 ** 30))
attempt(lambda: a.index(0, 'x'))
t = (1, 2)
e = ()
print(t * 1 is t, e * 5 is e, 'ab' * 1 == 'ab')
it = iter([1, 2, 3])
lst = [1]
it = iter(lst)
print(list(it))
lst.append(2)
print(list(it))


class T(tuple):
    def __init__(self, seq, newarg=None):
        pass


class L(list):
    def __new__(cls, seq, newarg=None):
        return super().__new__(cls, seq)


class F(frozenset):
    def __init__(self, seq, extra=None):
        pass


print(T([1, 2], newarg=3), L([1, 2], newarg=3), sorted(F([1], extra=2)))
attempt(lambda: tuple(seq=()))
attempt(lambda: list(seq=()))


class Plain(list):
    pass


attempt(lambda: Plain(sequence=()))
