"""inspect's Signature, Parameter and BoundArguments, as CPython's (their
text, equality, replace, bind and bind_partial with CPython's TypeErrors),
and signature() of functions, methods, classes, partials and callables.
inspect re-exports them."""

import functools
import types
from collections import namedtuple
import _hyexec


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind:
    # An int-valued enumeration (CPython's is an IntEnum).
    def __init__(self, value, name, description):
        self.value = value
        self.name = name
        self._name_ = name
        self.description = description

    def __repr__(self):
        return '<_ParameterKind.%s: %d>' % (self.name, self.value)

    def __str__(self):
        return self.name

    def __int__(self):
        return self.value

    def __index__(self):
        return self.value

    def __eq__(self, other):
        if isinstance(other, _ParameterKind):
            return self.value == other.value
        return self.value == other

    def __hash__(self):
        return hash(self.value)

    def __lt__(self, other):
        return self.value < int(other)

    def __le__(self, other):
        return self.value <= int(other)

    def __gt__(self, other):
        return self.value > int(other)

    def __ge__(self, other):
        return self.value >= int(other)


_POSITIONAL_ONLY = _ParameterKind(0, 'POSITIONAL_ONLY', 'positional-only')
_POSITIONAL_OR_KEYWORD = _ParameterKind(1, 'POSITIONAL_OR_KEYWORD', 'positional or keyword')
_VAR_POSITIONAL = _ParameterKind(2, 'VAR_POSITIONAL', 'variadic positional')
_KEYWORD_ONLY = _ParameterKind(3, 'KEYWORD_ONLY', 'keyword-only')
_VAR_KEYWORD = _ParameterKind(4, 'VAR_KEYWORD', 'variadic keyword')
_KINDS = (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD, _VAR_POSITIONAL, _KEYWORD_ONLY, _VAR_KEYWORD)


def formatannotation(annotation, base_module=None):
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, types.GenericAlias if hasattr(types, 'GenericAlias') else ()):
        return str(annotation)
    if isinstance(annotation, type):
        module = getattr(annotation, '__module__', 'builtins')
        if module in ('builtins', base_module):
            return annotation.__qualname__
        return module + '.' + annotation.__qualname__
    return repr(annotation)


class Parameter:
    """One parameter of a Signature: name, kind, default, annotation."""

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        if not isinstance(kind, _ParameterKind):
            for k in _KINDS:
                if k == kind:
                    kind = k
                    break
            else:
                raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        self._kind = kind
        if default is not _empty:
            if kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
                msg = '{} parameters cannot have default values'
                raise ValueError(msg.format(kind.description))
        self._default = default
        self._annotation = annotation

        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            msg = 'name must be a str, not a {}'.format(type(name).__name__)
            raise TypeError(msg)
        if name[0] == '.' and name[1:].isdigit():
            if kind != _POSITIONAL_OR_KEYWORD:
                msg = ('implicit arguments must be passed as positional or keyword arguments, '
                       'not {}')
                raise ValueError(msg.format(kind.description))
            self._kind = _POSITIONAL_ONLY
            name = 'implicit{}'.format(name[1:])
        import keyword
        is_keyword = keyword.iskeyword(name) and self._kind is not _POSITIONAL_ONLY
        if is_keyword or not name.isidentifier():
            raise ValueError('{!r} is not a valid parameter name'.format(name))
        self._name = name

    name = property(lambda self: self._name)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)
    kind = property(lambda self: self._kind)

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        if name is _void:
            name = self._name
        if kind is _void:
            kind = self._kind
        if annotation is _void:
            annotation = self._annotation
        if default is _void:
            default = self._default
        return type(self)(name, kind, default=default, annotation=annotation)

    def __str__(self):
        kind = self.kind
        formatted = self._name
        if self._annotation is not _empty:
            formatted = '{}: {}'.format(formatted, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                formatted = '{} = {}'.format(formatted, repr(self._default))
            else:
                formatted = '{}={}'.format(formatted, repr(self._default))
        if kind == _VAR_POSITIONAL:
            formatted = '*' + formatted
        elif kind == _VAR_KEYWORD:
            formatted = '**' + formatted
        return formatted

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __hash__(self):
        return hash((self.name, self.kind, self.annotation, self.default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
                self._default == other._default and self._annotation == other._annotation)


class BoundArguments:
    """The result of Signature.bind: parameter name -> argument."""

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    signature = property(lambda self: self._signature)

    @property
    def args(self):
        args = []
        for param_name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[param_name]
            except KeyError:
                break
            else:
                if param.kind == _VAR_POSITIONAL:
                    args.extend(arg)
                else:
                    args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        kwargs_started = False
        for param_name, param in self._signature.parameters.items():
            if not kwargs_started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    kwargs_started = True
                else:
                    if param_name not in self.arguments:
                        kwargs_started = True
                        continue
            if not kwargs_started:
                continue
            try:
                arg = self.arguments[param_name]
            except KeyError:
                pass
            else:
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[param_name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new_arguments = []
        for name, param in self._signature.parameters.items():
            try:
                new_arguments.append((name, arguments[name]))
            except KeyError:
                if param.default is not _empty:
                    val = param.default
                elif param.kind is _VAR_POSITIONAL:
                    val = ()
                elif param.kind is _VAR_KEYWORD:
                    val = {}
                else:
                    continue
                new_arguments.append((name, val))
        self.arguments = dict(new_arguments)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return (self.signature == other.signature and self.arguments == other.arguments)

    def __repr__(self):
        args = []
        for arg, value in self.arguments.items():
            args.append('{}={!r}'.format(arg, value))
        return '<{} ({})>'.format(self.__class__.__name__, ', '.join(args))


class Signature:
    """A callable's parameters and return annotation."""

    empty = _empty
    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        if parameters is None:
            params = {}
        else:
            if __validate_parameters__:
                params = {}
                top_kind = _POSITIONAL_ONLY
                seen_default = False
                for param in parameters:
                    kind = param.kind
                    name = param.name
                    if kind < top_kind:
                        msg = ('wrong parameter order: {} parameter before {} parameter')
                        msg = msg.format(top_kind.description, kind.description)
                        raise ValueError(msg)
                    elif kind > top_kind:
                        top_kind = kind
                    if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                        if param.default is _empty:
                            if seen_default:
                                msg = 'non-default argument follows default argument'
                                raise ValueError(msg)
                        else:
                            seen_default = True
                    if name in params:
                        msg = 'duplicate parameter name: {!r}'.format(name)
                        raise ValueError(msg)
                    params[name] = param
            else:
                params = dict((param.name, param) for param in parameters)
        self._parameters = types.MappingProxyType(params) if hasattr(
            types, 'MappingProxyType') else params
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None,
                      eval_str=False):
        return _signature_from_callable(obj, follow_wrapper_chains=follow_wrapped,
                                        sigcls=cls)

    parameters = property(lambda self: self._parameters)
    return_annotation = property(lambda self: self._return_annotation)

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _hash_basis(self):
        params = tuple(param for param in self.parameters.values()
                       if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values()
                      if param.kind == _KEYWORD_ONLY}
        return params, kwo_params, self.return_annotation

    def __hash__(self):
        params, kwo_params, return_annotation = self._hash_basis()
        kwo_params = frozenset(kwo_params.values())
        return hash((params, kwo_params, return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._hash_basis() == other._hash_basis()

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        parameters = iter(self.parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)

        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            msg = '{arg!r} parameter is positional only, but was passed as a ' \
                                  'keyword'
                            msg = msg.format(arg=param.name)
                            raise TypeError(msg) from None
                        parameters_ex = (param,)
                        break
                    elif (param.kind == _VAR_KEYWORD or param.default is not _empty):
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        else:
                            msg = 'missing a required argument: {arg!r}'
                            msg = msg.format(arg=param.name)
                            raise TypeError(msg) from None
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError('too many positional arguments') from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError('too many positional arguments') from None

                    if param.kind == _VAR_POSITIONAL:
                        values = [arg_val]
                        values.extend(arg_vals)
                        arguments[param.name] = tuple(values)
                        break

                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError('multiple values for argument {arg!r}'.format(
                            arg=param.name)) from None

                    arguments[param.name] = arg_val

        kwargs_param = None
        for param in parameters_ex + tuple(parameters):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue

            if param.kind == _VAR_POSITIONAL:
                continue

            param_name = param.name
            try:
                arg_val = kwargs.pop(param_name)
            except KeyError:
                if (not partial and param.kind != _VAR_POSITIONAL and param.default is _empty):
                    raise TypeError('missing a required argument: {arg!r}'.format(
                        arg=param_name)) from None
            else:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError('{arg!r} parameter is positional only, but was passed as '
                                    'a keyword'.format(arg=param.name))
                arguments[param_name] = arg_val

        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError('got an unexpected keyword argument {arg!r}'.format(
                    arg=next(iter(kwargs))))

        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, self)

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self.parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append('/')
                render_pos_only_separator = False

            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append('*')
                render_kw_only_separator = False
            result.append(formatted)

        if render_pos_only_separator:
            result.append('/')

        rendered = '({})'.format(', '.join(result))
        if self.return_annotation is not _empty:
            anno = formatannotation(self.return_annotation)
            rendered += ' -> {}'.format(anno)
        return rendered


def _signature_from_function(cls, func):
    code = getattr(func, '__code__', None)
    if code is None:
        _hyexec.unsupported("inspect.signature: the function's __code__")
    pos_count = code.co_argcount
    arg_names = code.co_varnames
    posonly_count = code.co_posonlyargcount
    positional = arg_names[:pos_count]
    keyword_only_count = code.co_kwonlyargcount
    keyword_only = arg_names[pos_count:pos_count + keyword_only_count]
    annotations = getattr(func, '__annotations__', None) or {}
    defaults = func.__defaults__
    kwdefaults = func.__kwdefaults__
    pos_default_count = len(defaults) if defaults else 0

    parameters = []
    non_default_count = pos_count - pos_default_count
    posonly_left = posonly_count

    for name in positional[:non_default_count]:
        kind = _POSITIONAL_ONLY if posonly_left else _POSITIONAL_OR_KEYWORD
        annotation = annotations.get(name, _empty)
        parameters.append(Parameter(name, annotation=annotation, kind=kind))
        if posonly_left:
            posonly_left -= 1

    for offset, name in enumerate(positional[non_default_count:]):
        kind = _POSITIONAL_ONLY if posonly_left else _POSITIONAL_OR_KEYWORD
        annotation = annotations.get(name, _empty)
        parameters.append(Parameter(name, annotation=annotation, kind=kind,
                                    default=defaults[offset]))
        if posonly_left:
            posonly_left -= 1

    if code.co_flags & 4:
        name = arg_names[pos_count + keyword_only_count]
        annotation = annotations.get(name, _empty)
        parameters.append(Parameter(name, annotation=annotation, kind=_VAR_POSITIONAL))

    for name in keyword_only:
        default = _empty
        if kwdefaults is not None:
            default = kwdefaults.get(name, _empty)
        annotation = annotations.get(name, _empty)
        parameters.append(Parameter(name, annotation=annotation, kind=_KEYWORD_ONLY,
                                    default=default))
    if code.co_flags & 8:
        index = pos_count + keyword_only_count
        if code.co_flags & 4:
            index += 1
        name = arg_names[index]
        annotation = annotations.get(name, _empty)
        parameters.append(Parameter(name, annotation=annotation, kind=_VAR_KEYWORD))

    return cls(parameters, return_annotation=annotations.get('return', _empty),
               __validate_parameters__=False)


def _drop_first(sig):
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError('invalid method signature')
    if params[0].kind == _VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _signature_from_partial(wrapped_sig, partial):
    old_params = wrapped_sig.parameters
    partial_args = partial.args or ()
    partial_keywords = partial.keywords or {}
    try:
        ba = wrapped_sig.bind_partial(*partial_args, **partial_keywords)
    except TypeError as ex:
        raise ValueError('partial object {!r} has incorrect arguments'.format(partial)) from ex
    transform_to_kwonly = False
    new_params = dict(old_params)
    for param_name, param in old_params.items():
        try:
            arg_value = ba.arguments[param_name]
        except KeyError:
            pass
        else:
            if param.kind is _POSITIONAL_ONLY:
                new_params.pop(param_name)
                continue
            if param.kind is _POSITIONAL_OR_KEYWORD:
                if param_name in partial_keywords:
                    transform_to_kwonly = True
                    new_params[param_name] = param.replace(default=arg_value)
                else:
                    new_params.pop(param.name)
                    continue
            if param.kind is _KEYWORD_ONLY:
                new_params[param_name] = param.replace(default=arg_value)
        if transform_to_kwonly:
            if param.kind is _POSITIONAL_OR_KEYWORD:
                new_param = new_params[param_name].replace(kind=_KEYWORD_ONLY)
                new_params[param_name] = new_param
                new_params.pop(param_name)
                new_params[param_name] = new_param
            elif param.kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                new_params.pop(param_name)
                new_params[param_name] = param
    return wrapped_sig.replace(parameters=new_params.values())


def _signature_from_callable(obj, *, follow_wrapper_chains=True, skip_bound_arg=True,
                             sigcls=Signature):
    if not callable(obj):
        raise TypeError('{!r} is not a callable object'.format(obj))

    if isinstance(obj, types.MethodType):
        sig = _signature_from_callable(obj.__func__, follow_wrapper_chains=follow_wrapper_chains,
                                       skip_bound_arg=skip_bound_arg, sigcls=sigcls)
        return _drop_first(sig) if skip_bound_arg else sig

    if follow_wrapper_chains:
        import inspect
        obj = inspect.unwrap(obj, stop=(lambda f: hasattr(f, "__signature__")))
        if isinstance(obj, types.MethodType):
            return _signature_from_callable(obj, follow_wrapper_chains=follow_wrapper_chains,
                                            skip_bound_arg=skip_bound_arg, sigcls=sigcls)

    sig = getattr(obj, '__signature__', None) if not isinstance(obj, type) else None
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError('unexpected object {!r} in __signature__ attribute'.format(sig))
        return sig

    if isinstance(obj, types.FunctionType):
        return _signature_from_function(sigcls, obj)

    if isinstance(obj, functools.partial):
        wrapped_sig = _signature_from_callable(obj.func,
                                               follow_wrapper_chains=follow_wrapper_chains,
                                               skip_bound_arg=skip_bound_arg, sigcls=sigcls)
        return _signature_from_partial(wrapped_sig, obj)

    if isinstance(obj, type):
        for name in ('__new__', '__init__'):
            for base in obj.__mro__:
                if base is object:
                    break
                if name in base.__dict__:
                    meth = base.__dict__[name]
                    if isinstance(meth, staticmethod):
                        meth = meth.__func__
                    if isinstance(meth, types.FunctionType):
                        sig = _signature_from_function(sigcls, meth)
                        return _drop_first(sig)
                    break
        if obj.__mro__[0] is not object and all(
                '__init__' not in b.__dict__ and '__new__' not in b.__dict__
                for b in obj.__mro__[:-1]):
            return sigcls([])
        _hyexec.unsupported('inspect.signature of the builtin class ' + obj.__name__)

    if not isinstance(obj, types.BuiltinFunctionType):
        call = None
        for base in type(obj).__mro__:
            if '__call__' in base.__dict__:
                call = base.__dict__['__call__']
                break
        if isinstance(call, types.FunctionType):
            return _drop_first(_signature_from_function(sigcls, call))

    _hyexec.unsupported('inspect.signature of a builtin: ' + repr(obj))


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped, globals=globals,
                                   locals=locals, eval_str=eval_str)


FullArgSpec = namedtuple('FullArgSpec',
                         'args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations')
ArgInfo = namedtuple('ArgInfo', 'args varargs keywords locals')
ClosureVars = namedtuple('ClosureVars', 'nonlocals globals builtins unbound')
_Traceback = namedtuple('_Traceback', 'filename lineno function code_context index')


class Traceback(_Traceback):
    def __new__(cls, filename, lineno, function, code_context, index, *, positions=None):
        instance = super().__new__(cls, filename, lineno, function, code_context, index)
        instance.positions = positions
        return instance

    def __repr__(self):
        return ('Traceback(filename={!r}, lineno={!r}, function={!r}, '
                'code_context={!r}, index={!r}, positions={!r})'.format(
                    self.filename, self.lineno, self.function, self.code_context,
                    self.index, self.positions))


_FrameInfo = namedtuple('_FrameInfo', ('frame',) + Traceback._fields)


class FrameInfo(_FrameInfo):
    def __new__(cls, frame, filename, lineno, function, code_context, index, *, positions=None):
        instance = super().__new__(cls, frame, filename, lineno, function, code_context, index)
        instance.positions = positions
        return instance

    def __repr__(self):
        return ('FrameInfo(frame={!r}, filename={!r}, lineno={!r}, function={!r}, '
                'code_context={!r}, index={!r}, positions={!r})'.format(
                    self.frame, self.filename, self.lineno, self.function,
                    self.code_context, self.index, self.positions))


Attribute = namedtuple('Attribute', 'name kind defining_class object')


def getfullargspec(func):
    try:
        sig = _signature_from_callable(func, follow_wrapper_chains=False, skip_bound_arg=False)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    args = []
    varargs = None
    varkw = None
    posonlyargs = []
    kwonlyargs = []
    annotations = {}
    defaults = ()
    kwdefaults = {}
    if sig.return_annotation is not sig.empty:
        annotations['return'] = sig.return_annotation
    for param in sig.parameters.values():
        kind = param.kind
        name = param.name
        if kind is _POSITIONAL_ONLY:
            posonlyargs.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _POSITIONAL_OR_KEYWORD:
            args.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _VAR_POSITIONAL:
            varargs = name
        elif kind is _KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not param.empty:
                kwdefaults[name] = param.default
        elif kind is _VAR_KEYWORD:
            varkw = name
        if param.annotation is not param.empty:
            annotations[name] = param.annotation
    if not kwdefaults:
        kwdefaults = None
    if not defaults:
        defaults = None
    return FullArgSpec(posonlyargs + args, varargs, varkw, defaults, kwonlyargs, kwdefaults,
                       annotations)


def getcallargs(func, /, *positional, **named):
    ba = signature(func).bind(*positional, **named)
    ba.apply_defaults()
    return dict(ba.arguments)
