# _mock: the stand-ins the oracle answers with (oracle/oracle.h,
# interp/oracle_bridge.cpp). A Mock stands for a value the snippet uses but
# never defines. Its attributes, calls and items are asked of the oracle
# again, keyed by the expression as written (`np.array()`, `row['id']`).
# A use that needs a concrete value (arithmetic, iteration, len, ordering)
# asks once for one, keyed `int(x)`, `iter(x)`, `len(x)`...; from then on the
# mock behaves as that value. Truth, equality and membership are answered
# one by one without fixing the value, so the solver can vary each.
from _hyexec import ask, stand_in_use

_UNSET = object()

# Context managers by these names expect their body to raise (pytest.raises,
# assertRaises, contextlib.suppress): their stand-ins swallow the exception.
_SUPPRESSING = ('raises', 'assertRaises', 'assertRaisesRegex', 'assertRaisesRegexp',
                'suppress', 'assertWarns', 'warns')


# Dunder attributes code reads explicitly, asked like any attribute.
_ASKED_DUNDERS = ('__version__', '__file__', '__path__', '__all__', '__post_init__',
                  '__wrapped__', '__func__', '__self__', '__module__', '__dict__', '__dir__')


# The items of a list or dict a key shows, at most: more make the key longer
# than a call's key may be (_MAX_CALL_KEY_LEN) anyway.
_MAX_KEY_ITEMS = 20


def _key(v, depth=0):
    """How a value appears in a key: literals by repr, stand-ins by path."""
    if v is None or type(v) in (int, str, bool, float, bytes):
        return repr(v)
    if isinstance(v, Mock):
        return object.__getattribute__(v, '_hy_path')
    if depth > 3:
        return '...'
    if type(v) is tuple:
        return ', '.join(_key(x, depth + 1) for x in v)
    # A display by its items, so that `f(x, [a, b])` and `f(x, [c])` are
    # asked apart.
    if type(v) is list:
        return '[' + ', '.join(_key(x, depth + 1) for x in v[:_MAX_KEY_ITEMS]) + ']'
    if type(v) is dict:
        items = list(v.items())[:_MAX_KEY_ITEMS]
        return '{' + ', '.join(_key(k, depth + 1) + ': ' + _key(x, depth + 1)
                               for k, x in items) + '}'
    if type(v) is slice:
        parts = ['' if p is None else _key(p, depth + 1) for p in (v.start, v.stop, v.step)]
        return ':'.join(parts if v.step is not None else parts[:2])
    return '...'


# A callee's path -> the argument lists its calls were keyed by.
_CALL_KEYS = {}
_MAX_CALL_KEYS = 8
_MAX_CALL_KEY_LEN = 80


def _call_key(path, args, kwargs):
    """The key of a stand-in's call. The first argument list a callee meets
    is `f()`; calls with other arguments are keyed by them (`f(2, 'a')`)
    and get answers of their own, so a branch on `check(a)` and one on
    `check(b)` can differ in one run. Past a few argument lists per callee,
    or for long ones, calls share `f()`: a loop over many values must not
    turn into as many answers to search."""
    plain = path + '()'
    if not args and not kwargs:
        return plain
    parts = [_key(a) for a in args] + [k + '=' + _key(v) for k, v in kwargs.items()]
    inner = ', '.join(parts)
    seen = _CALL_KEYS.setdefault(path, [])
    if inner not in seen:
        if len(inner) > _MAX_CALL_KEY_LEN or len(seen) >= _MAX_CALL_KEYS:
            return plain
        seen.append(inner)
    return plain if inner == seen[0] else path + '(' + inner + ')'


def _stand_in_only(path, what):
    """Records that the stand-in for `path` did what only a stand-in does,
    asking nothing (a plain object would differ): the run is not realizable."""
    stand_in_use('stand-in use: ' + what.format(path))


def _noted(mock, what):
    """`callable(x)`, `type(x)` of a stand-in in the program's code
    (interp/stand_in_use.h): what only a stand-in answers so."""
    _stand_in_only(object.__getattribute__(mock, '_hy_path'), what)


def _type_hint(other):
    """The concrete type a stand-in takes when combined with `other`."""
    if isinstance(other, Mock):
        v = object.__getattribute__(other, '_hy_value')
        return 'int' if v is _UNSET else type(v).__name__
    if isinstance(other, (bool, int)):
        return 'int'
    if type(other) in (float, str, list, tuple, dict, set, bytes):
        return type(other).__name__
    return 'int'


class Mock:
    def __init__(self, *args, **kwargs):
        # `Base.__init__(self, ...)` on a stand-in for a class reaches here
        # too: only the first call, Mock(path), sets it up. The later ones
        # accept any arguments, which object.__init__ would not.
        try:
            path = object.__getattribute__(self, '_hy_path')
        except AttributeError:
            pass
        else:
            _stand_in_only(path, '{}.__init__()')
            return
        object.__setattr__(self, '_hy_path', args[0])
        object.__setattr__(self, '_hy_value', _UNSET)
        object.__setattr__(self, '_hy_items', {})

    def _hy_concrete(self, hint):
        v = self._hy_value
        if v is _UNSET:
            path = self._hy_path
            v = ask('value', hint + '(' + path + ')', path, hint)
            object.__setattr__(self, '_hy_value', v)
        return v

    def __repr__(self):
        v = self._hy_value
        if v is _UNSET:
            _stand_in_only(self._hy_path, 'repr({})')
            return '<' + self._hy_path + '>'
        return repr(v)

    def __str__(self):
        v = self._hy_value
        if v is _UNSET:
            _stand_in_only(self._hy_path, 'str({})')
            return '<' + self._hy_path + '>'
        return str(v)

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__'):
            # A stand-in has a name; other dunders are protocol probes
            # (copy, pickle, descriptors...) it does not answer.
            if name == '__name__' or name == '__qualname__':
                _stand_in_only(self._hy_path, 'name of {}')
                return self._hy_path.rsplit('.', 1)[-1].split('(')[0]
            if name == '__doc__':
                return None
            if name not in _ASKED_DUNDERS:
                raise AttributeError(name)
        v = self._hy_value
        if v is not _UNSET:
            return getattr(v, name)
        path = self._hy_path + '.' + name
        r = ask('attr', path, path, '')
        object.__setattr__(self, name, r)
        return r

    def __call__(self, *args, **kwargs):
        v = self._hy_value
        if v is not _UNSET:
            return v(*args, **kwargs)
        path = self._hy_path + '()'
        key = _call_key(self._hy_path, args, kwargs)
        r = ask('call', key, path, '')
        # The stand-in a call returns is named by its arguments too, so that
        # `int(load(1))` and `int(load(2))` are asked apart.
        if key != path and isinstance(r, Mock) and r._hy_path == path:
            object.__setattr__(r, '_hy_path', key)
        return r

    def __getitem__(self, k):
        v = self._hy_value
        if v is not _UNSET:
            return v[k]
        items = self._hy_items
        kk = _key(k)
        if kk not in items:
            path = self._hy_path + '[' + kk + ']'
            items[kk] = ask('item', path, path, '')
        return items[kk]

    def __setitem__(self, k, value):
        v = self._hy_value
        if v is not _UNSET:
            v[k] = value
        else:
            _stand_in_only(self._hy_path, '{}[] = ')
            self._hy_items[_key(k)] = value

    def __delitem__(self, k):
        v = self._hy_value
        if v is not _UNSET:
            del v[k]
        else:
            _stand_in_only(self._hy_path, 'del {}[]')
            self._hy_items.pop(_key(k), None)

    def __iter__(self):
        return iter(self._hy_concrete('iter'))

    def __len__(self):
        return len(self._hy_concrete('len'))

    def __contains__(self, item):
        v = self._hy_value
        if v is not _UNSET:
            return item in v
        return bool(ask('value', _key(item) + ' in ' + self._hy_path, self._hy_path, 'bool'))

    def __bool__(self):
        v = self._hy_value
        if v is not _UNSET:
            return bool(v)
        return bool(ask('value', 'bool(' + self._hy_path + ')', self._hy_path, 'bool'))

    def __eq__(self, other):
        v = self._hy_value
        if v is not _UNSET:
            return v == other
        if other is self:
            return True
        return bool(ask('value', self._hy_path + ' == ' + _key(other), self._hy_path, 'bool'))

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        v = self._hy_value
        return id(self) >> 4 if v is _UNSET else hash(v)

    def __lt__(self, o):
        return self._hy_concrete(_type_hint(o)) < o

    def __le__(self, o):
        return self._hy_concrete(_type_hint(o)) <= o

    def __gt__(self, o):
        return self._hy_concrete(_type_hint(o)) > o

    def __ge__(self, o):
        return self._hy_concrete(_type_hint(o)) >= o

    def __add__(self, o):
        return self._hy_concrete(_type_hint(o)) + o

    def __radd__(self, o):
        return o + self._hy_concrete(_type_hint(o))

    def __sub__(self, o):
        return self._hy_concrete(_type_hint(o)) - o

    def __rsub__(self, o):
        return o - self._hy_concrete(_type_hint(o))

    def __mul__(self, o):
        return self._hy_concrete('int' if type(o) in (str, list, tuple) else _type_hint(o)) * o

    def __rmul__(self, o):
        return o * self._hy_concrete('int' if type(o) in (str, list, tuple) else _type_hint(o))

    def __truediv__(self, o):
        return self._hy_concrete(_type_hint(o)) / o

    def __rtruediv__(self, o):
        return o / self._hy_concrete(_type_hint(o))

    def __floordiv__(self, o):
        return self._hy_concrete(_type_hint(o)) // o

    def __rfloordiv__(self, o):
        return o // self._hy_concrete(_type_hint(o))

    def __mod__(self, o):
        if type(o) is not int and type(o) is not float:
            return self._hy_concrete('str') % o
        return self._hy_concrete(_type_hint(o)) % o

    def __rmod__(self, o):
        return o % self._hy_concrete('int' if type(o) is not str else 'str')

    def __pow__(self, o):
        return self._hy_concrete(_type_hint(o)) ** o

    def __rpow__(self, o):
        return o ** self._hy_concrete(_type_hint(o))

    def __and__(self, o):
        return self._hy_concrete(_type_hint(o)) & o

    def __rand__(self, o):
        return o & self._hy_concrete(_type_hint(o))

    def __or__(self, o):
        return self._hy_concrete(_type_hint(o)) | o

    def __ror__(self, o):
        return o | self._hy_concrete(_type_hint(o))

    def __xor__(self, o):
        return self._hy_concrete(_type_hint(o)) ^ o

    def __rxor__(self, o):
        return o ^ self._hy_concrete(_type_hint(o))

    def __lshift__(self, o):
        return self._hy_concrete('int') << o

    def __rshift__(self, o):
        return self._hy_concrete('int') >> o

    def __neg__(self):
        return -self._hy_concrete('int')

    def __pos__(self):
        return +self._hy_concrete('int')

    def __abs__(self):
        return abs(self._hy_concrete('int'))

    def __invert__(self):
        return ~self._hy_concrete('int')

    def __int__(self):
        return int(self._hy_concrete('int'))

    def __index__(self):
        return self._hy_concrete('int').__index__()

    def __float__(self):
        return float(self._hy_concrete('float'))

    def __round__(self, n=None):
        return round(self._hy_concrete('float'), n)

    def __format__(self, spec):
        if not spec:
            return str(self)
        kind = spec[-1]
        hint = 'int' if kind in 'bcdoxXn' else 'float' if kind in 'eEfFgG%' else 'str'
        return format(self._hy_concrete(hint), spec)

    def __enter__(self):
        v = self._hy_value
        if v is _UNSET:
            _stand_in_only(self._hy_path, 'with {}')
            return self
        return v.__enter__()

    def __exit__(self, kind, value, tb):
        v = self._hy_value
        if v is not _UNSET:
            return v.__exit__(kind, value, tb)
        name = self._hy_path.rsplit('(', 1)[0].rsplit('.', 1)[-1]
        return kind is not None and name in _SUPPRESSING

    def __next__(self):
        v = self._hy_value
        if v is _UNSET:
            v = iter(self._hy_concrete('iter'))
            object.__setattr__(self, '_hy_value', v)
        return next(v)


def _key_among(mock, keys):
    """(k,) for the first of a real dict's or set's `keys` that the stand-in
    `mock` equals, () for none (interp/stand_in_key.h): `x in {A, B}` and
    `table[x]` ask `x == A`, `x == B` as the program's own `==` would, where
    CPython's hash lookup would never match a stand-in with no value."""
    if object.__getattribute__(mock, '_hy_value') is not _UNSET:
        return ()
    for k in keys:
        if mock == k:
            return (k,)
    return ()


def mock_class(name, path):
    """A class standing for an unknown one (a base class, an isinstance
    target): it takes any arguments, and what its instances lack is asked."""

    def __init__(self, *args, **kwargs):
        pass

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        key = path + '().' + attr
        v = ask('attr', key, key, '')
        object.__setattr__(self, attr, v)
        return v

    class meta(type):
        def __instancecheck__(cls, obj):
            # A stand-in may be an instance: the oracle decides (a branch the
            # cover search can flip); anything else by its class's MRO.
            if isinstance(obj, Mock) and object.__getattribute__(obj, '_hy_value') is _UNSET:
                key = 'isinstance(' + object.__getattribute__(obj, '_hy_path') + ', ' + name + ')'
                return bool(ask('value', key, object.__getattribute__(obj, '_hy_path'), 'bool'))
            return cls in type(obj).__mro__

    return meta(name, (), {'__init__': __init__, '__getattr__': __getattr__})


def mock_exception(name):
    """An exception class standing for an unknown one (`except X`, `raise X`)."""
    return type(name, (Exception,), {})


def identity_decorator(f):
    """A decorator standing for an unknown one: the function stays itself."""
    return f


def mock_file(text):
    """A readable and writable text file standing for an unknown one."""
    import io
    return io.StringIO(text)
