# contextlib: a contextmanager and a ContextDecorator used as decorators.
import contextlib
@contextlib.contextmanager
def tag(name):
    print('<%s>' % name)
    yield name
    print('</%s>' % name)
@tag('f')
def f(x):
    print('in f', x)
    return x * 2
print(f(1), f(2))
class mycm(contextlib.ContextDecorator):
    def __enter__(self): print('enter'); return self
    def __exit__(self, *e): print('exit'); return False
@mycm()
def g(): print('g')
g()
with tag('w') as n:
    print(n)
