# generator.throw() into a `yield from` over an iterator that is not a
# generator: its own throw() gets the arguments as given, unchecked;
# gi_yieldfrom shows the delegate.
class Iter:
    def __iter__(self):
        return self

    def __next__(self):
        return 1

    def throw(self, *x):
        print('throw', x)
        return 456

    def close(self):
        print('close')


def gen():
    r = yield from Iter()
    print('r', r)


g = gen()
print(next(g), g.throw(123), g.throw(ValueError), g.throw(ValueError('x')))
print(type(g.gi_yieldfrom).__name__)
g.close()


class Plain:
    def __iter__(self):
        return self

    def __next__(self):
        return 2


def gen2():
    yield from Plain()


g = gen2()
next(g)
for exc in (ValueError, 123):
    try:
        g.throw(exc)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
    g = gen2()
    next(g)


def inner():
    try:
        yield 1
    except Exception as e:
        print('caught', repr(e))
        yield 2


def outer():
    yield from inner()


g = outer()
print(g.gi_yieldfrom)
next(g)
print(type(g.gi_yieldfrom).__name__, g.throw(KeyError, 'k'))
