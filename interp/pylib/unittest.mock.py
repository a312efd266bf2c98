"""unittest.mock for hyexec: Mock, MagicMock, NonCallableMock,
NonCallableMagicMock, PropertyMock, AsyncMock, patch (as decorator and
context manager; patch.object, patch.dict, patch.multiple), call, ANY,
sentinel, DEFAULT, create_autospec (the spec's attributes only), mock_open
and seal, with CPython 3.11's recording of calls and its assertion messages.
(Not the oracle's stand-ins: those are _mock.)"""

import sys as _sys

__all__ = ('Mock', 'MagicMock', 'patch', 'sentinel', 'DEFAULT', 'ANY', 'call',
           'create_autospec', 'AsyncMock', 'FILTER_DIR', 'NonCallableMock',
           'NonCallableMagicMock', 'mock_open', 'PropertyMock', 'seal')

FILTER_DIR = True


class _SentinelObject:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return 'sentinel.%s' % self.name

    def __reduce__(self):
        return 'sentinel.%s' % self.name


class _Sentinel:
    def __init__(self):
        self._sentinels = {}

    def __getattr__(self, name):
        if name == '__bases__':
            raise AttributeError
        return self._sentinels.setdefault(name, _SentinelObject(name))


sentinel = _Sentinel()
DEFAULT = sentinel.DEFAULT
_missing = sentinel.MISSING
_deleted = sentinel.DELETED


class _ANY:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    def __hash__(self):
        return id(self) >> 4

    def __repr__(self):
        return '<ANY>'


ANY = _ANY()


def _format_call(name, args, kwargs):
    parts = [repr(a) for a in args] + ['%s=%r' % (k, v) for k, v in kwargs.items()]
    return '%s(%s)' % (name, ', '.join(parts))


class _Call(tuple):
    """A recorded call: (name, args, kwargs), compared with or without its name."""

    def __new__(cls, value=(), name='', parent=None, two=False, from_kall=True):
        if len(value) == 3:
            name, args, kwargs = value
        elif len(value) == 2:
            first, second = value
            if isinstance(first, str):
                name, args, kwargs = first, (), {}
                if isinstance(second, tuple):
                    args = second
                else:
                    kwargs = second
            else:
                args, kwargs = first, second
        elif len(value) == 1:
            (v,) = value
            args, kwargs = (), {}
            if isinstance(v, str):
                name = v
            elif isinstance(v, tuple):
                args = v
            else:
                kwargs = v
        else:
            args, kwargs = (), {}
        self = tuple.__new__(cls, (name, args, kwargs))
        self._mock_name = name
        self._mock_parent = parent
        self._mock_from_kall = from_kall
        return self

    def __init__(self, *a, **k):
        pass

    @property
    def args(self):
        return tuple.__getitem__(self, 1)

    @property
    def kwargs(self):
        return tuple.__getitem__(self, 2)

    def __eq__(self, other):
        try:
            len_other = len(other)
        except TypeError:
            return NotImplemented
        self_name, self_args, self_kwargs = tuple.__getitem__(self, 0), self.args, self.kwargs
        other_name = ''
        if len_other == 0:
            other_args, other_kwargs = (), {}
        elif len_other == 3:
            other_name, other_args, other_kwargs = other
        elif len_other == 1:
            (value,) = other
            if isinstance(value, tuple):
                other_args, other_kwargs = value, {}
            elif isinstance(value, str):
                other_name, other_args, other_kwargs = value, (), {}
            else:
                other_args, other_kwargs = (), value
        elif len_other == 2:
            first, second = other
            if isinstance(first, str):
                other_name = first
                if isinstance(second, tuple):
                    other_args, other_kwargs = second, {}
                else:
                    other_args, other_kwargs = (), second
            else:
                other_args, other_kwargs = first, second
        else:
            return False
        if self_name and other_name and self_name != other_name:
            return False
        return (other_args, other_kwargs) == (self_args, self_kwargs)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = None

    def __call__(self, *args, **kwargs):
        name = self._mock_name
        return _Call((name, args, kwargs), name=name, parent=self)

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        name = attr if not self._mock_name else '%s.%s' % (self._mock_name, attr)
        return _Call(name=name, parent=self, from_kall=False)

    def __getattribute__(self, attr):
        if attr in ('count', 'index'):
            raise AttributeError(attr)
        return tuple.__getattribute__(self, attr)

    def call_list(self):
        vals = []
        thing = self
        while thing is not None:
            if thing._mock_from_kall:
                vals.append(thing)
            thing = thing._mock_parent
        return _CallList(reversed(vals))

    def __repr__(self):
        if not self._mock_from_kall:
            name = self._mock_name or 'call'
            if name.startswith('()'):
                name = 'call%s' % name
            return name
        name = tuple.__getitem__(self, 0)
        if not name:
            name = 'call'
        elif not name.startswith('()'):
            name = 'call.%s' % name
        else:
            name = 'call%s' % name
        return _format_call(name, self.args, self.kwargs)


call = _Call(from_kall=False)


class _CallList(list):
    def __contains__(self, value):
        if not isinstance(value, list):
            return list.__contains__(self, value)
        n = len(value)
        for i in range(len(self) - n + 1):
            if self[i:i + n] == value:
                return True
        return False

    def __repr__(self):
        return repr(list(self))


def _is_magic(name):
    return name.startswith('__') and name.endswith('__') and len(name) > 4


class NonCallableMock:
    """A mock that records its attribute reads as child mocks."""

    def __init__(self, spec=None, wraps=None, name=None, spec_set=None, parent=None,
                 _spec_state=None, _new_name='', _new_parent=None, **kwargs):
        d = self.__dict__
        d['_mock_parent'] = parent
        d['_mock_name'] = name
        d['_mock_new_name'] = _new_name
        d['_mock_new_parent'] = _new_parent
        d['_mock_sealed'] = False
        if spec_set is not None:
            spec = spec_set
        d['_spec_class'] = None
        d['_mock_methods'] = None
        if spec is not None:
            if isinstance(spec, (list, tuple)) and not isinstance(spec, type):
                d['_mock_methods'] = list(spec)
            else:
                d['_spec_class'] = spec if isinstance(spec, type) else type(spec)
                d['_mock_methods'] = dir(spec)
        d['_spec_set'] = spec_set is not None
        d['_mock_children'] = {}
        d['_mock_wraps'] = wraps
        d['_mock_return_value'] = DEFAULT
        d['_mock_side_effect'] = None
        d['method_calls'] = _CallList()
        d['mock_calls'] = _CallList()
        d['call_args_list'] = _CallList()
        d['call_count'] = 0
        d['call_args'] = None
        d['called'] = False
        self.configure_mock(**kwargs)

    @property
    def __class__(self):
        if self._spec_class is None:
            return type(self)
        return self._spec_class

    def attach_mock(self, mock, attribute):
        mock.__dict__['_mock_parent'] = self
        mock.__dict__['_mock_new_parent'] = self
        mock.__dict__['_mock_name'] = attribute
        mock.__dict__['_mock_new_name'] = attribute
        setattr(self, attribute, mock)

    def mock_add_spec(self, spec, spec_set=False):
        self.__dict__['_mock_methods'] = dir(spec)
        self.__dict__['_spec_class'] = spec if isinstance(spec, type) else type(spec)
        self.__dict__['_spec_set'] = spec_set

    def configure_mock(self, **kwargs):
        for arg, val in sorted(kwargs.items(), key=lambda entry: entry[0].count('.')):
            args = arg.split('.')
            final = args.pop()
            obj = self
            for entry in args:
                obj = getattr(obj, entry)
            setattr(obj, final, val)

    def _get_return_value(self):
        ret = self._mock_return_value
        if ret is DEFAULT:
            ret = self._get_child_mock(_new_parent=self, _new_name='()')
            self.__dict__['_mock_return_value'] = ret
        return ret

    def _set_return_value(self, value):
        self.__dict__['_mock_return_value'] = value
        if isinstance(value, NonCallableMock) and value._mock_parent is None:
            value.__dict__['_mock_new_parent'] = self
            value.__dict__['_mock_new_name'] = '()'

    return_value = property(_get_return_value, _set_return_value)

    def _get_side_effect(self):
        return self._mock_side_effect

    def _set_side_effect(self, value):
        if value is not None and not callable(value) and not isinstance(value, BaseException) \
                and not (isinstance(value, type) and issubclass(value, BaseException)):
            value = iter(value)
        self.__dict__['_mock_side_effect'] = value

    side_effect = property(_get_side_effect, _set_side_effect)

    def reset_mock(self, visited=None, *, return_value=False, side_effect=False):
        d = self.__dict__
        d['called'] = False
        d['call_args'] = None
        d['call_count'] = 0
        d['mock_calls'] = _CallList()
        d['call_args_list'] = _CallList()
        d['method_calls'] = _CallList()
        if return_value:
            d['_mock_return_value'] = DEFAULT
        if side_effect:
            d['_mock_side_effect'] = None
        for child in list(self._mock_children.values()):
            if isinstance(child, NonCallableMock):
                child.reset_mock(return_value=return_value, side_effect=side_effect)
        ret = d['_mock_return_value']
        if isinstance(ret, NonCallableMock) and ret is not self:
            ret.reset_mock()

    def __getattr__(self, name):
        if name in ('_mock_methods', '_spec_class', '_mock_children', '_mock_sealed'):
            raise AttributeError(name)
        methods = self.__dict__.get('_mock_methods')
        if methods is not None:
            if name not in methods or name in ('__class__',):
                raise AttributeError('Mock object has no attribute %r' % name)
        elif _is_magic(name):
            raise AttributeError(name)
        if name.startswith(('assert', 'assret', 'asert', 'aseert', 'assrt')):
            raise AttributeError('%r is not a valid assertion. Use a spec for the mock if %r '
                                 'is meant to be an attribute.' % (name, name))
        children = self.__dict__['_mock_children']
        result = children.get(name)
        if result is _deleted:
            raise AttributeError(name)
        if result is None:
            if self.__dict__.get('_mock_sealed'):
                raise AttributeError('%s.%s' % (self._extract_mock_name(), name))
            wraps = None
            if self.__dict__['_mock_wraps'] is not None:
                wraps = getattr(self.__dict__['_mock_wraps'], name)
            result = self._get_child_mock(parent=self, name=name, wraps=wraps,
                                          _new_name=name, _new_parent=self)
            children[name] = result
        return result

    def __setattr__(self, name, value):
        if name in ('return_value', 'side_effect'):
            return object.__setattr__(self, name, value)
        methods = self.__dict__.get('_mock_methods')
        if (self.__dict__.get('_spec_set') and methods is not None and name not in methods
                and name not in self.__dict__):
            raise AttributeError("Mock object has no attribute '%s'" % name)
        if isinstance(value, NonCallableMock) and value._mock_parent is None \
                and value._mock_new_parent is None and value._mock_name is None:
            value.__dict__['_mock_parent'] = self
            value.__dict__['_mock_new_parent'] = self
            value.__dict__['_mock_name'] = name
            value.__dict__['_mock_new_name'] = name
            self.__dict__['_mock_children'][name] = value
            return
        if _is_magic(name):
            _set_magic(self, name, value)
            return
        if name in self.__dict__['_mock_children']:
            self.__dict__['_mock_children'][name] = value
            return
        self.__dict__[name] = value

    def __delattr__(self, name):
        children = self.__dict__['_mock_children']
        if name in self.__dict__:
            del self.__dict__[name]
            children[name] = _deleted
            return
        if children.get(name) is _deleted:
            raise AttributeError(name)
        children[name] = _deleted

    def __dir__(self):
        extras = self._mock_methods or []
        names = [k for k, v in self._mock_children.items() if v is not _deleted]
        return sorted(set(list(type(self).__dict__) + extras + names + list(self.__dict__)))

    def _extract_mock_name(self):
        names = []
        seen = set()
        m = self
        while m is not None and id(m) not in seen:
            seen.add(id(m))
            names.append(m.__dict__['_mock_new_name'] or '')
            nxt = m.__dict__['_mock_new_parent']
            if nxt is None:
                root = m.__dict__['_mock_name'] or 'mock'
                names[-1] = root if not names[-1] or names[-1] == '()' and False else names[-1]
                if m.__dict__['_mock_new_name'] in ('', None):
                    names[-1] = root
                break
            m = nxt
        names.reverse()
        out = names[0]
        for n in names[1:]:
            out += n if n == '()' else '.' + n
        return out

    def __repr__(self):
        name = self._extract_mock_name()
        name_string = ''
        if name not in ('mock', 'mock.'):
            name_string = ' name=%r' % name
        spec_string = ''
        if self._spec_class is not None:
            spec_string = ' spec=%r' if not self._spec_set else ' spec_set=%r'
            spec_string = spec_string % self._spec_class.__name__
        return "<%s%s%s id='%s'>" % (type(self).__name__, name_string, spec_string, id(self))

    def _get_child_mock(self, **kw):
        klass = type(self)
        if issubclass(klass, NonCallableMagicMock):
            klass = MagicMock
        elif issubclass(klass, NonCallableMock) and not issubclass(klass, CallableMixin):
            klass = Mock
        if issubclass(klass, AsyncMock):
            klass = MagicMock
        if self.__dict__.get('_mock_sealed'):
            raise AttributeError(kw.get('name'))
        return klass(**kw)

    def _call_matcher(self, c):
        return c

    def _format_mock_call_signature(self, args, kwargs):
        return _format_call(self._mock_name or 'mock', args, kwargs)

    def _format_mock_failure_message(self, args, kwargs, action='call'):
        message = 'expected %s not found.\nExpected: %s\n  Actual: %s'
        expected_string = self._format_mock_call_signature(args, kwargs)
        call_args = self.call_args
        actual_string = ('not called.' if call_args is None else
                         self._format_mock_call_signature(call_args.args, call_args.kwargs))
        return message % (action, expected_string, actual_string)

    def _calls_repr(self, prefix='Calls'):
        if not self.mock_calls:
            return ''
        return '\n%s: %s.' % (prefix, _CallList(self.mock_calls))

    def assert_not_called(self):
        if self.call_count != 0:
            raise AssertionError("Expected '%s' to not have been called. Called %s times.%s"
                                 % (self._mock_name or 'mock', self.call_count,
                                    self._calls_repr()))

    def assert_called(self):
        if self.call_count == 0:
            raise AssertionError("Expected '%s' to have been called." %
                                 (self._mock_name or 'mock'))

    def assert_called_once(self):
        if not self.call_count == 1:
            raise AssertionError("Expected '%s' to have been called once. Called %s times.%s"
                                 % (self._mock_name or 'mock', self.call_count,
                                    self._calls_repr()))

    def assert_called_with(self, *args, **kwargs):
        if self.call_args is None:
            expected = self._format_mock_call_signature(args, kwargs)
            raise AssertionError('expected call not found.\nExpected: %s\n  Actual: %s'
                                 % (expected, 'not called.'))
        if _Call((args, kwargs)) != self.call_args:
            raise AssertionError(self._format_mock_failure_message(args, kwargs))

    def assert_called_once_with(self, *args, **kwargs):
        if not self.call_count == 1:
            raise AssertionError("Expected '%s' to be called once. Called %s times.%s"
                                 % (self._mock_name or 'mock', self.call_count,
                                    self._calls_repr()))
        return self.assert_called_with(*args, **kwargs)

    def assert_has_calls(self, calls, any_order=False):
        expected = list(calls)
        all_calls = _CallList(self.mock_calls)
        if not any_order:
            if expected not in all_calls:
                problem = ('Calls not found.' if self.mock_calls else
                           'Calls not found.')
                raise AssertionError('%s\nExpected: %r\n  Actual: %r' %
                                     (problem, _CallList(calls), self.mock_calls))
            return
        all_calls = list(all_calls)
        not_found = []
        for kall in expected:
            try:
                all_calls.remove(kall)
            except ValueError:
                not_found.append(kall)
        if not_found:
            raise AssertionError('%r does not contain all of %r in its call list, found %r '
                                 'instead' % (self._mock_name or 'mock', tuple(not_found),
                                              all_calls))

    def assert_any_call(self, *args, **kwargs):
        expected = _Call((args, kwargs))
        if expected not in list(self.call_args_list):
            raise AssertionError('%s call not found' %
                                 self._format_mock_call_signature(args, kwargs))


def _record(mock, args, kwargs):
    d = mock.__dict__
    d['called'] = True
    d['call_count'] = d['call_count'] + 1
    this_call = _Call((args, kwargs), two=True)
    d['call_args'] = this_call
    d['call_args_list'].append(this_call)
    d['mock_calls'].append(_Call(('', args, kwargs)))
    # Up the chain of parents: `parent.child(1)` is one of parent's method_calls.
    method_name = d['_mock_name']
    mock_call_name = d['_mock_new_name']
    is_a_call = mock_call_name == '()'
    parent = d['_mock_parent']
    new_parent = d['_mock_new_parent']
    seen = set()
    while parent is not None and id(parent) not in seen:
        seen.add(id(parent))
        parent.__dict__['method_calls'].append(_Call((method_name, args, kwargs)))
        pd = parent.__dict__
        if pd['_mock_new_name']:
            method_name = pd['_mock_new_name'] + '.' + method_name
        parent = pd['_mock_parent']
    seen = set()
    while new_parent is not None and id(new_parent) not in seen:
        seen.add(id(new_parent))
        new_parent.__dict__['mock_calls'].append(_Call((mock_call_name, args, kwargs)))
        nd = new_parent.__dict__
        dot = '' if is_a_call else '.'
        if nd['_mock_new_name']:
            mock_call_name = nd['_mock_new_name'] + dot + mock_call_name
        is_a_call = nd['_mock_new_name'] == '()'
        new_parent = nd['_mock_new_parent']


class CallableMixin:
    def __call__(self, *args, **kwargs):
        _record(self, args, kwargs)
        return self._execute_mock_call(*args, **kwargs)

    def _execute_mock_call(self, *args, **kwargs):
        effect = self.side_effect
        if effect is not None:
            if isinstance(effect, BaseException) or (isinstance(effect, type) and
                                                     issubclass(effect, BaseException)):
                raise effect
            if not callable(effect):
                result = next(effect)
                if isinstance(result, BaseException) or (
                        isinstance(result, type) and issubclass(result, BaseException)):
                    raise result
            else:
                result = effect(*args, **kwargs)
            if result is not DEFAULT:
                return result
        if self._mock_return_value is not DEFAULT:
            return self.return_value
        if self._mock_wraps is not None:
            return self._mock_wraps(*args, **kwargs)
        return self.return_value


class Mock(CallableMixin, NonCallableMock):
    pass


# What MagicMock's magic methods give when not configured.
_return_values = {
    '__lt__': NotImplemented, '__gt__': NotImplemented, '__le__': NotImplemented,
    '__ge__': NotImplemented, '__int__': 1, '__contains__': False, '__len__': 0,
    '__exit__': False, '__complex__': 1j, '__float__': 1.0, '__bool__': True,
    '__index__': 1, '__aexit__': False,
}

_magics = ('__lt__ __gt__ __le__ __ge__ __int__ __contains__ __len__ __exit__ __complex__ '
           '__float__ __bool__ __index__ __hash__ __str__ __enter__ __iter__ '
           '__getitem__ __setitem__ __delitem__ __eq__ __ne__ __add__ __sub__ __mul__ '
           '__truediv__ __floordiv__ __mod__ __pow__ __and__ __or__ __xor__ __lshift__ '
           '__rshift__ __radd__ __rsub__ __rmul__ __iadd__ __isub__ __neg__ __pos__ '
           '__invert__ __abs__ __round__ __trunc__ __floor__ __ceil__ __fspath__ '
           '__reversed__ __missing__ __divmod__ __matmul__').split()


def _default_magic(mock, name):
    if name in _return_values:
        return _return_values[name]
    if name == '__hash__':
        return id(mock) >> 4
    if name == '__str__':
        return NonCallableMock.__repr__(mock)
    if name == '__fspath__':
        return '%s/%s' % (type(mock).__name__, id(mock))
    return DEFAULT


class _MagicProxy:
    """A magic method of MagicMock: read from an instance, the mock that
    stands for it (so `m.__len__.return_value = 3` configures `len(m)`)."""

    def __init__(self, name):
        self.name = name

    def __get__(self, obj, _type=None):
        if obj is None:
            return self
        return _get_magic(obj, self.name)

    def __call__(self, obj, *args, **kwargs):
        # Where the special-method lookup calls the class attribute with the
        # instance instead of binding it through __get__.
        return _get_magic(obj, self.name)(*args, **kwargs)


def _side_effect_default(mock, magic, name):
    """__eq__, __ne__ and __iter__ compute their default from the mock."""
    def effect(*args):
        ret = magic._mock_return_value
        if ret is not DEFAULT:
            return iter(ret) if name == '__iter__' else ret
        if name == '__eq__':
            return True if mock is args[0] else NotImplemented
        if name == '__ne__':
            return False if mock is args[0] else NotImplemented
        return iter([])
    return effect


def _get_magic(mock, name):
    magics = mock.__dict__.setdefault('_mock_magics', {})
    m = magics.get(name)
    if m is None:
        m = MagicMock(name=name, parent=mock, _new_name=name, _new_parent=mock)
        default = _default_magic(mock, name)
        if default is not DEFAULT:
            m.__dict__['_mock_return_value'] = default
        if name in ('__eq__', '__ne__', '__iter__'):
            m.__dict__['_mock_side_effect'] = _side_effect_default(mock, m, name)
        magics[name] = m
    return m


def _set_magic(mock, name, value):
    magics = mock.__dict__.setdefault('_mock_magics', {})
    if isinstance(value, NonCallableMock):
        magics[name] = value
        return
    if name in _magics and isinstance(mock, MagicMixin):
        # A plain function stands in for the magic method: called with the mock.
        wrapper = MagicMock(name=name, parent=mock, _new_name=name, _new_parent=mock)
        wrapper.side_effect = lambda *a, **k: value(mock, *a, **k)
        magics[name] = wrapper
        return
    # A magic method set on a plain Mock: on its own class, as CPython does.
    cls = type(mock)
    if not cls.__dict__.get('_mock_own_class'):
        cls = type(cls.__name__, (cls,), {'_mock_own_class': True})
        object.__setattr__(mock, '__class__', cls)
    setattr(cls, name, value)


class MagicMixin:
    pass


for _name in _magics:
    setattr(MagicMixin, _name, _MagicProxy(_name))


class NonCallableMagicMock(MagicMixin, NonCallableMock):
    def mock_add_spec(self, spec, spec_set=False):
        NonCallableMock.mock_add_spec(self, spec, spec_set)


class MagicMock(MagicMixin, Mock):
    pass


class AsyncMock(MagicMock):
    """Calling it gives a coroutine that returns the mock's result."""

    def __call__(self, *args, **kwargs):
        _record(self, args, kwargs)
        result = self._execute_mock_call(*args, **kwargs)
        d = self.__dict__
        d['await_count'] = d.get('await_count', 0) + 1

        async def proxy():
            return result
        return proxy()


class PropertyMock(Mock):
    def _get_child_mock(self, **kwargs):
        return MagicMock(**kwargs)

    def __get__(self, obj, obj_type=None):
        return self()

    def __set__(self, obj, val):
        self(val)


def create_autospec(spec, spec_set=False, instance=False, _parent=None, _name=None, **kwargs):
    klass = MagicMock
    if not callable(spec) or (instance and not hasattr(spec, '__call__')):
        klass = NonCallableMagicMock
    return klass(spec=spec, spec_set=spec_set, name=_name, **kwargs)


def seal(mock):
    mock.__dict__['_mock_sealed'] = True
    for child in mock.__dict__['_mock_children'].values():
        if isinstance(child, NonCallableMock):
            seal(child)


def mock_open(mock=None, read_data=''):
    import io
    if mock is None:
        mock = MagicMock(name='open', spec=open)
    handle = MagicMock()
    state = {'data': None}

    def reset():
        state['data'] = (io.BytesIO(read_data) if isinstance(read_data, bytes)
                         else io.StringIO(read_data))

    def _read(*args):
        return state['data'].read(*args)

    def _readline(*args):
        return state['data'].readline(*args)

    def _readlines(*args):
        return state['data'].readlines(*args)

    def _iter():
        return iter(state['data'].readlines())

    handle.__enter__.return_value = handle
    handle.read.side_effect = _read
    handle.readline.side_effect = _readline
    handle.readlines.side_effect = _readlines
    handle.__iter__.side_effect = _iter
    handle.write.return_value = None

    def _open(*args, **kwargs):
        reset()
        return DEFAULT
    mock.side_effect = _open
    mock.return_value = handle
    reset()
    return mock


# ---------------------------------------------------------------- patch

def _importer(target):
    __import__(target)
    return _sys.modules[target]


def _get_target(target):
    try:
        target, attribute = target.rsplit('.', 1)
    except (TypeError, ValueError, AttributeError):
        raise TypeError('Need a valid target to patch. You supplied: %r' % (target,))
    parts = target.split('.')
    name = parts.pop(0)
    obj = __import__(name)
    for part in parts:
        name += '.' + part
        try:
            obj = getattr(obj, part)
        except AttributeError:
            __import__(name)
            obj = _sys.modules[name]
    return obj, attribute


class _patch:
    def __init__(self, getter, attribute, new, spec, create, spec_set, autospec, new_callable,
                 kwargs):
        if new_callable is not None and new is not DEFAULT:
            raise ValueError("Cannot use 'new' and 'new_callable' together")
        self.getter = getter
        self.attribute = attribute
        self.new = new
        self.new_callable = new_callable
        self.spec = spec
        self.create = create
        self.spec_set = spec_set
        self.autospec = autospec
        self.kwargs = kwargs
        self.attribute_name = None
        self.additional_patchers = []
        self._saved = []

    def copy(self):
        p = _patch(self.getter, self.attribute, self.new, self.spec, self.create,
                   self.spec_set, self.autospec, self.new_callable, self.kwargs)
        p.attribute_name = self.attribute_name
        p.additional_patchers = [q.copy() for q in self.additional_patchers]
        return p

    def __call__(self, func):
        if isinstance(func, type):
            for attr in dir(func):
                if not attr.startswith('test'):
                    continue
                value = getattr(func, attr)
                if callable(value):
                    setattr(func, attr, self.copy()(value))
            return func
        import functools
        patcher = self
        if hasattr(func, 'patchings'):
            func.patchings.append(patcher)
            return func

        @functools.wraps(func)
        def patched(*args, **keywargs):
            extra_args = []
            entered = []
            try:
                for patching in patched.patchings:
                    arg = patching.__enter__()
                    entered.append(patching)
                    if patching.attribute_name is not None:
                        keywargs.update(arg)
                    elif patching.new is DEFAULT:
                        extra_args.append(arg)
                return func(*args + tuple(extra_args), **keywargs)
            finally:
                for patching in reversed(entered):
                    patching.__exit__(None, None, None)
        patched.patchings = [patcher]
        return patched

    def __enter__(self):
        new, spec, spec_set = self.new, self.spec, self.spec_set
        target = self.getter()
        original = getattr(target, self.attribute, DEFAULT)
        local = self.attribute in getattr(target, '__dict__', {})
        if original is DEFAULT and not self.create:
            raise AttributeError('%s does not have the attribute %r' % (target, self.attribute))
        if new is DEFAULT:
            klass = self.new_callable
            if klass is None:
                klass = MagicMock
                if spec is True or self.autospec is True:
                    spec = original
                if spec is not None and not callable(spec if not isinstance(spec, list)
                                                     else None) and not isinstance(spec, list):
                    klass = NonCallableMagicMock
            kw = dict(self.kwargs)
            if spec is not None and spec is not False:
                kw['spec'] = spec
            if spec_set:
                kw['spec_set'] = original if spec_set is True else spec_set
            new = klass(**kw)
        self._saved.append((target, original, local))
        setattr(target, self.attribute, new)
        if self.attribute_name is not None:
            extra = {}
            if self.new is DEFAULT:
                extra[self.attribute_name] = new
            for patching in self.additional_patchers:
                arg = patching.__enter__()
                if patching.new is DEFAULT:
                    extra.update(arg)
            return extra
        return new

    def __exit__(self, *exc_info):
        if not self._saved:
            return False
        target, original, local = self._saved.pop()
        if local and original is not DEFAULT:
            setattr(target, self.attribute, original)
        else:
            try:
                delattr(target, self.attribute)
            except AttributeError:
                pass
            if original is not DEFAULT and not local and \
                    getattr(target, self.attribute, DEFAULT) is DEFAULT:
                setattr(target, self.attribute, original)
        for patching in reversed(self.additional_patchers):
            patching.__exit__(*exc_info)
        return False

    def start(self):
        result = self.__enter__()
        _patch._active_patches.append(self)
        return result

    def stop(self):
        try:
            _patch._active_patches.remove(self)
        except ValueError:
            pass
        return self.__exit__(None, None, None)

    _active_patches = []


def patch(target, new=DEFAULT, spec=None, create=False, spec_set=None, autospec=None,
          new_callable=None, **kwargs):
    getter_target = [None]

    def getter():
        if getter_target[0] is None:
            getter_target[0] = _get_target(target)
        return getter_target[0][0]
    if not isinstance(target, str):
        raise TypeError('Need a valid target to patch. You supplied: %r' % (target,))
    _, attribute = target.rsplit('.', 1) if '.' in target else (None, None)
    if attribute is None:
        raise TypeError('Need a valid target to patch. You supplied: %r' % (target,))
    return _patch(getter, attribute, new, spec, create, spec_set, autospec, new_callable,
                  kwargs)


def _patch_object(target, attribute, new=DEFAULT, spec=None, create=False, spec_set=None,
                  autospec=None, new_callable=None, **kwargs):
    if type(target) is str:
        raise TypeError('%r must be the actual object to be patched, not a str' % (target,))
    return _patch(lambda: target, attribute, new, spec, create, spec_set, autospec,
                  new_callable, kwargs)


def _patch_multiple(target, spec=None, create=False, spec_set=None, autospec=None,
                    new_callable=None, **kwargs):
    if type(target) is str:
        getter = lambda: _importer(target)
    else:
        getter = lambda: target
    if not kwargs:
        raise ValueError('Must supply at least one keyword argument with patch.multiple')
    items = list(kwargs.items())
    attribute, new = items[0]
    patcher = _patch(getter, attribute, new, spec, create, spec_set, autospec, new_callable,
                     {})
    patcher.attribute_name = attribute
    for attribute, new in items[1:]:
        this = _patch(getter, attribute, new, spec, create, spec_set, autospec, new_callable,
                      {})
        this.attribute_name = attribute
        patcher.additional_patchers.append(this)
    return patcher


class _patch_dict:
    def __init__(self, in_dict, values=(), clear=False, **kwargs):
        self.in_dict = in_dict
        self.values = dict(values)
        self.values.update(kwargs)
        self.clear = clear
        self._original = None

    def __call__(self, f):
        if isinstance(f, type):
            return f
        import functools

        @functools.wraps(f)
        def _inner(*args, **kw):
            self._patch_dict()
            try:
                return f(*args, **kw)
            finally:
                self._unpatch_dict()
        return _inner

    def __enter__(self):
        self._patch_dict()
        return self.in_dict

    def _patch_dict(self):
        if isinstance(self.in_dict, str):
            self.in_dict = _importer(self.in_dict)
        in_dict = self.in_dict
        try:
            original = in_dict.copy()
        except AttributeError:
            original = {}
            for key in in_dict:
                original[key] = in_dict[key]
        self._original = original
        if self.clear:
            in_dict.clear()
        try:
            in_dict.update(self.values)
        except AttributeError:
            for key in self.values:
                in_dict[key] = self.values[key]

    def _unpatch_dict(self):
        in_dict = self.in_dict
        original = self._original
        in_dict.clear()
        try:
            in_dict.update(original)
        except AttributeError:
            for key in original:
                in_dict[key] = original[key]

    def __exit__(self, *args):
        if self._original is not None:
            self._unpatch_dict()
        return False

    start = __enter__

    def stop(self):
        return self.__exit__(None, None, None)


def _patch_stopall():
    for patch in reversed(_patch._active_patches):
        patch.stop()


patch.object = _patch_object
patch.dict = _patch_dict
patch.multiple = _patch_multiple
patch.stopall = _patch_stopall
patch.TEST_PREFIX = 'test'
