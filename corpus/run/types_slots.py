# __slots__: member descriptors, no instance dict, inheritance, conflicts,
# the __dict__/__weakref__ getsets, copy and pickle of slotted objects.
import copy
import pickle
import weakref


def attempt(f):
    try:
        r = f()
        print('ok', r)
    except Exception as e:
        print(type(e).__name__, e)


class A:
    __slots__ = ('b', 'a', '__x')


print(list(A.__dict__))
print(A.__dict__['a'], type(A.__dict__['a']).__name__)
print(A.a.__name__, A.a.__objclass__.__name__, A.a.__qualname__, A.a.__doc__)
a = A()
try:
    a.a
except AttributeError as e:
    print(e, e.name, e.obj is a)
try:
    a.c = 1
except AttributeError as e:
    print(e, e.name)
attempt(lambda: a.c)
try:
    del a.a
except AttributeError as e:
    print('del:', e)
attempt(lambda: a.__dict__)
attempt(lambda: vars(a))
a.a = 1
print(a.a, hasattr(a, 'a'), getattr(a, 'b', 'dflt'))
del a.a
print(hasattr(a, 'a'))
a._A__x = 3
print(a._A__x, [n for n in dir(a) if not n.startswith('__')])
print('__dict__' in A.__dict__, '__weakref__' in A.__dict__)
attempt(lambda: weakref.ref(a))


class B:
    pass


print('__dict__' in B.__dict__, '__weakref__' in B.__dict__)
print(B.__dict__['__dict__'], B.__dict__['__weakref__'])
print(type(B.__dict__['__dict__']).__name__, B.__dict__['__dict__'].__doc__)


class C(B):
    pass


print(list(C.__dict__))


class D(A):
    pass


print(list(D.__dict__), D().__dict__)
d = D()
d.zz = 5
d.a = 6
print(d.__dict__, d.a)


class E(A):
    __slots__ = '__dict__'


print(list(E.__dict__))
e = E()
e.q = 1
print(e.__dict__)


def make(body, base='object'):
    ns = {'B': B}
    try:
        exec('class F(%s):\n    %s\n' % (base, body), ns)
        print('made', list(ns['F'].__dict__))
    except Exception as ex:
        print(type(ex).__name__, ex)


make("__slots__ = ('a',); a = 1")
make("__slots__ = ('__x',); __x = 1")
make("__slots__ = ('a',)", 'int')
make("__slots__ = ('a',)", 'tuple')
make("__slots__ = ()", 'tuple')
make("__slots__ = ('a',)", 'str')
make("__slots__ = ('1a',)")
make("__slots__ = ('__dict__',)", 'B')
make("__slots__ = ('__weakref__',)", 'B')
make("__slots__ = ('__weakref__', '__weakref__')")
make("__slots__ = ('__dict__', '__dict__')")
make("__slots__ = 3")
make("__slots__ = (3,)")
make("__slots__ = {'x': 'doc', 'y': None}")
make("__slots__ = ['p', 'q']", 'list')
make("__slots__ = ('a', 'a')")


class G:
    __slots__ = ()


attempt(lambda: setattr(G(), 'x', 1))


class H(list):
    __slots__ = ('q',)


h = H([1, 2])
h.q = 5
print(h.q, h, len(h))
attempt(lambda: setattr(h, 'z', 1))


class S1:
    __slots__ = ('s1',)


class S2:
    __slots__ = ('s2',)


try:
    class Bad(S1, S2):
        pass
except TypeError as ex:
    print(ex)


class Mixed(S1, B):
    __slots__ = ()


print(hasattr(Mixed(), '__dict__'), Mixed.__base__.__name__)


class Eq:
    def __eq__(self, o):
        return True


print(list(Eq.__dict__))

# descriptor protocol called directly
m = A.__dict__['a']
print(m.__get__(None, A) is m)
attempt(lambda: m.__get__(A()))
attempt(lambda: m.__get__(1))
attempt(lambda: m.__set__(B(), 1))
attempt(lambda: m.__delete__(A()))
x = A()
m.__set__(x, 'via set')
print(x.a)
w = B.__dict__['__weakref__']
attempt(lambda: w.__set__(B(), 1))
dd = B.__dict__['__dict__']
attempt(lambda: dd.__get__(1))
b = B()
attempt(lambda: setattr(b, '__dict__', 5))
b.__dict__ = {'z': 1}
print(b.z, vars(b))
del b.__dict__
print(vars(b))
r = weakref.ref(b)
print(b.__weakref__ is r)

# __class__ assignment between layouts
class K1(A):
    __slots__ = ('k',)


class K2(A):
    __slots__ = ('k2',)


class K3(A):
    __slots__ = ()


k = K1()
attempt(lambda: setattr(k, '__class__', K2))
aa = A()
aa.a = 7
aa.__class__ = K3
print(type(aa).__name__, aa.a)
attempt(lambda: setattr(B(), '__class__', A))

# __getattr__ answers an empty slot
class GA:
    __slots__ = ('v',)

    def __getattr__(self, name):
        return 'fallback ' + name


print(GA().v)

# copy and pickle


class P:
    __slots__ = ('a', 'b', '__dict__')


p = P()
p.a = 1
p.z = 2
print(p.__getstate__(), p.__reduce_ex__(2)[2])
p2 = copy.copy(p)
print(p2.a, p2.z, hasattr(p2, 'b'))


class T:
    __slots__ = ('a', 'b')


t = T()
t.a = 5
print(t.__getstate__(), copy.deepcopy(t).a)
attempt(lambda: t.__reduce_ex__(1))
t2 = pickle.loads(pickle.dumps(t))
print(t2.a, hasattr(t2, 'b'))
print(B().__getstate__())


class Sub(T):
    __slots__ = ('c',)


s = Sub()
s.a, s.c = 1, 3
print(sorted(s.__getstate__()[1].items()), copy.copy(s).c)
