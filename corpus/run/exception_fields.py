# OSError's constructor keeps the filenames apart from args (and
# BlockingIOError's characters_written), its str and pickling put them back;
# an AttributeError names the attribute and object whatever raised it; a
# generator's names are writable; exec/eval honour the globals' __builtins__.
import pickle

for args in [(), ('foo',), ('foo', 'bar'), (1, 'bar'), (1, 'bar', 'baz'), (1, 'bar', None),
             (1, 'bar', 'baz', None, 'quux'), (2, 'nf', 'f', None, 'g'), (1, 2, 3, 4, 5, 6)]:
    e = OSError(*args)
    print(type(e).__name__, e.args, e.errno, e.strerror, e.filename, e.filename2, str(e))
    print('  reduce', e.__reduce__())
    back = pickle.loads(pickle.dumps(e))
    print('  pickled', type(back).__name__, back.args, back.filename, back.filename2)
b = BlockingIOError(11, 'again', 7)
print(b.args, b.characters_written, b.filename)
try:
    OSError(1, 'x').characters_written
except AttributeError as x:
    print('AttributeError', x)
e = OSError(2, 'x')
e.filename = 'late'
print(str(e), e.args)
i = ImportError('x', name='n', path='p')
print(i.__reduce__())
print(pickle.loads(pickle.dumps(i)).name)


class Custom:
    def __getattribute__(self, name):
        raise AttributeError('custom')


class Property:
    @property
    def p(self):
        raise AttributeError('inner')


class Plain:
    def __getattribute__(self, name):
        return object.__getattribute__(self, name)


for obj, attr in [(Custom(), 'qq'), (Property(), 'p'), (Plain(), 'blech')]:
    try:
        getattr(obj, attr)
    except AttributeError as x:
        print(repr(x), x.name, type(x.obj).__name__)
    try:
        print(hasattr(obj, attr))
    except AttributeError as x:
        print('hasattr raised', x)


def gen():
    yield 1


g = gen()
print(g.__name__, g.__qualname__)
g.__name__ = 'renamed'
g.__qualname__ = 'Outer.renamed'
print(g.__name__, g.__qualname__, repr(g).split(' at ')[0])
for bad in (3, None):
    try:
        g.__name__ = bad
    except TypeError as x:
        print('TypeError', x)
try:
    del g.__qualname__
except TypeError as x:
    print('TypeError', x)

print(eval('len([1])', {'__builtins__': {'len': lambda x: 42}}))
try:
    eval('len([1])', {'__builtins__': {}})
except NameError as x:
    print('NameError', x)
ns = {'__builtins__': {'abs': lambda x: 'mine'}}
exec('def h(): return abs(-3)', ns)
print(ns['h']())
try:
    exec('print(1)', {'__builtins__': 123})
except TypeError as x:
    print('TypeError', x)


class Lookup:
    def __getitem__(self, key):
        if key == 'len':
            return lambda x: 'looked up'
        raise KeyError(key)


print(eval('len(1)', {'__builtins__': Lookup()}))
try:
    eval('abs(1)', {'__builtins__': Lookup()})
except NameError as x:
    print('NameError', x)
g = {}
exec('x = 1', g)
print(sorted(g), type(g['__builtins__']).__name__)
