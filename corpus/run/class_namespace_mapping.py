# A metaclass's __prepare__ returning a dict subclass: the class body's
# stores, loads and deletes go through its __setitem__/__getitem__/__delitem__
# (what enum's _EnumDict relies on), and so do exec's with such locals.
log = []


class Recording(dict):
    def __setitem__(self, key, value):
        log.append(('set', key))
        if key == 'twice':
            value = value * 2
        super().__setitem__(key, value)

    def __getitem__(self, key):
        log.append(('get', key))
        if key == 'magic':
            return 42
        return super().__getitem__(key)

    def __delitem__(self, key):
        log.append(('del', key))
        super().__delitem__(key)


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwargs):
        log.append(('prepare', name, sorted(kwargs)))
        return Recording()

    def __new__(mcls, name, bases, ns, **kwargs):
        log.append(('new', type(ns).__name__, sorted(ns)))
        return super().__new__(mcls, name, bases, ns)


class A(metaclass=Meta, flag=1):
    """doc"""
    twice = 21
    seen = magic
    tmp = 1
    del tmp
    try:
        raise ValueError
    except ValueError as err:
        pass

    def method(self):
        return self.twice


for entry in log:
    print(entry)
print(A.twice, A.seen, hasattr(A, 'tmp'), A().method(), A.__doc__)

# A missing name falls back to the globals after the namespace's KeyError.
log.clear()


class B(metaclass=Meta):
    found = len('abc')


print(B.found, log)

try:
    class C(metaclass=Meta):
        del missing
except NameError as e:
    print('NameError', e)

ns = Recording()
exec('x = 5\ny = x + magic', {}, ns)
print(sorted(ns.items()), log[-4:])
