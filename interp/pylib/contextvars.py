"""contextvars: context variables over one current Context (hyexec runs one
thread; Context.run switches the current one for the call's duration)."""


class _Missing:
    def __repr__(self):
        return '<Token.MISSING>'


class Context:
    def __init__(self):
        self._vars = {}

    def run(self, callable, *args, **kwargs):
        global _current
        if self._entered:
            raise RuntimeError('cannot enter context: %r is already entered' % (self,))
        saved, _current = _current, self
        self._entered = True
        try:
            return callable(*args, **kwargs)
        finally:
            self._entered = False
            _current = saved

    _entered = False

    def copy(self):
        new = Context()
        new._vars = dict(self._vars)
        return new

    def __getitem__(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError('a ContextVar key was expected, got %r' % (var,))
        return self._vars[var]

    def get(self, var, default=None):
        return self._vars.get(var, default)

    def __contains__(self, var):
        return var in self._vars

    def __len__(self):
        return len(self._vars)

    def __iter__(self):
        return iter(self._vars)

    def keys(self):
        return self._vars.keys()

    def values(self):
        return self._vars.values()

    def items(self):
        return self._vars.items()


_current = Context()


def copy_context():
    return _current.copy()


class Token:
    MISSING = _Missing()

    def __init__(self, context, var, old_value):
        self._context = context
        self._var = var
        self._old_value = old_value
        self._used = False

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old_value

    def __repr__(self):
        return '<Token%s var=%r at 0x%x>' % (' used' if self._used else '', self._var, id(self))


_NO_DEFAULT = object()


class ContextVar:
    def __init__(self, name, *, default=_NO_DEFAULT):
        if not isinstance(name, str):
            raise TypeError('context variable name must be a str')
        self._name = name
        self._default = default

    @property
    def name(self):
        return self._name

    def get(self, *args):
        if len(args) > 1:
            raise TypeError('get expected at most 1 argument, got %d' % len(args))
        try:
            return _current._vars[self]
        except KeyError:
            pass
        if args:
            return args[0]
        if self._default is not _NO_DEFAULT:
            return self._default
        raise LookupError(self)

    def set(self, value):
        old = _current._vars.get(self, Token.MISSING)
        _current._vars[self] = value
        return Token(_current, self, old)

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError('expected an instance of Token, got %r' % (token,))
        if token._used:
            raise RuntimeError('%r has already been used once' % (token,))
        if token._var is not self:
            raise ValueError('%r was created by a different ContextVar' % (token,))
        if token._context is not _current:
            raise ValueError('%r was created in a different Context' % (token,))
        token._used = True
        if token._old_value is Token.MISSING:
            _current._vars.pop(self, None)
        else:
            _current._vars[self] = token._old_value

    def __class_getitem__(cls, item):
        return cls

    def __hash__(self):
        return object.__hash__(self)

    def __repr__(self):
        default = '' if self._default is _NO_DEFAULT else ' default=%r' % (self._default,)
        return '<ContextVar name=%r%s at 0x%x>' % (self._name, default, id(self))
