"""warnings for hyexec, with CPython 3.11's semantics (its warnings.py, the
pure-Python fallback of _warnings): the filter list and its actions
(error, ignore, always, default, module, once), the per-module registries,
catch_warnings (recording too), showwarning and formatwarning as
replaceable hooks, and CPython's default filters. A warning's place is its
caller's frame where sys._getframe exists; otherwise it is CPython's own
fallback place, "sys" line 1 (so DeprecationWarning is ignored by default,
as outside __main__)."""

import sys

__all__ = ['warn', 'warn_explicit', 'showwarning', 'formatwarning', 'filterwarnings',
           'simplefilter', 'resetwarnings', 'catch_warnings']

_ACTIONS = ('error', 'ignore', 'always', 'default', 'module', 'once')

filters = []
defaultaction = 'default'
onceregistry = {}
_filters_version = 1
# The globals of the fallback place, as CPython's sys.__dict__ plays it.
_sys_globals = {'__name__': 'sys'}


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Hook to write a warning to a file; replace if you like."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


def formatwarning(message, category, filename, lineno, line=None):
    """Function to format a warning the standard way."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename, lineno, None, line))


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    try:
        file.write(_formatwarnmsg(msg))
    except OSError:
        pass


def _formatwarnmsg_impl(msg):
    s = '%s:%s: %s: %s\n' % (msg.filename, msg.lineno, msg.category.__name__, msg.message)
    line = msg.line
    if line is None:
        try:
            import linecache
            line = linecache.getline(msg.filename, msg.lineno)
        except Exception:
            line = None
    if line:
        s += '  %s\n' % line.strip()
    return s


def _showwarnmsg(msg):
    sw = showwarning
    if sw is not _showwarning_orig:  # warnings.showwarning() was replaced
        if not callable(sw):
            raise TypeError('warnings.showwarning() must be set to a function or method')
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _formatwarnmsg(msg):
    fw = formatwarning
    if fw is not _formatwarning_orig:  # warnings.formatwarning() was replaced
        return fw(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


def filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False):
    """Insert an entry into the list of warnings filters (at the front)."""
    assert action in _ACTIONS, 'invalid action: %r' % (action,)
    assert isinstance(message, str), 'message must be a string'
    assert isinstance(category, type), 'category must be a class'
    assert issubclass(category, Warning), 'category must be a Warning subclass'
    assert isinstance(module, str), 'module must be a string'
    assert isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0'
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Insert a simple entry into the list of warnings filters (at the front)."""
    assert action in _ACTIONS, 'invalid action: %r' % (action,)
    assert isinstance(lineno, int) and lineno >= 0, 'lineno must be an int >= 0'
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    # Remove a possible duplicate filter, so that it moves to the front.
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Clear the list of warning filters, so that no filters are active."""
    filters[:] = []
    _filters_mutated()


class _OptionError(Exception):
    """Exception used by option processing helpers."""


def _place(stacklevel):
    """(globals, filename, lineno) of the frame `stacklevel` levels up from
    warn()'s caller, or CPython's fallback place when there is none."""
    getframe = getattr(sys, '_getframe', None)
    if getframe is not None:
        try:
            frame = getframe(stacklevel)
        except ValueError:
            frame = None
        if frame is not None:
            return frame.f_globals, frame.f_code.co_filename, frame.f_lineno
    return _sys_globals, 'sys', 1


def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or maybe ignore it or raise an exception."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(
            type(category).__name__))
    globals, filename, lineno = _place(stacklevel + 1)
    module = globals['__name__'] if '__name__' in globals else '<string>'
    registry = globals.setdefault('__warningregistry__', {})
    warn_explicit(message, category, filename, lineno, module, registry, globals, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or '<unknown>'
        if module[-3:].lower() == '.py':
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get('version', 0) != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matched(msg, text) and issubclass(category, cat) and _matched(mod, module) and
                (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == 'ignore':
        return
    if action == 'error':
        raise message
    if action == 'once':
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == 'always':
        pass
    elif action == 'module':
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == 'default':
        registry[key] = 1
    else:
        raise RuntimeError('Unrecognized action (%r) in warnings.filters:\n %s' % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


class WarningMessage(object):
    _WARNING_DETAILS = ('message', 'category', 'filename', 'lineno', 'file', 'line', 'source')

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ('{message : %r, category : %r, filename : %r, lineno : %s, line : %r}' %
                (self.message, self._category_name, self.filename, self.lineno, self.line))


class catch_warnings(object):
    """A context manager that copies and, upon exit, restores the warnings
    filter and the showwarning() function; with record=True it returns the
    list the warnings shown meanwhile are appended to."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0,
                 append=False):
        self._record = record
        self._module = sys.modules['warnings'] if module is None else module
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append('record=True')
        if self._module is not sys.modules['warnings']:
            args.append('module=%r' % self._module)
        return '%s(%s)' % (type(self).__name__, ', '.join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError('Cannot enter %r twice' % self)
        self._entered = True
        self._filters = self._module.filters
        self._module.filters = self._filters[:]
        self._module._filters_mutated()
        self._showwarning = self._module.showwarning
        self._showwarnmsg_impl = self._module._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            self._module._showwarnmsg_impl = log.append
            self._module.showwarning = self._module._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError('Cannot exit %r without entering first' % self)
        self._module.filters = self._filters
        self._module._filters_mutated()
        self._module.showwarning = self._showwarning
        self._module._showwarnmsg_impl = self._showwarnmsg_impl


_DEPRECATED_MSG = '{name!r} is deprecated and slated for removal in Python {remove}'


def _deprecated(name, message=_DEPRECATED_MSG, *, remove, _version=sys.version_info):
    """Warn that *name* is deprecated or should be removed."""
    remove_formatted = f'{remove[0]}.{remove[1]}'
    if (_version[:2] > remove) or (_version[:2] == remove and _version[3] != 'alpha'):
        raise RuntimeError(f'{name!r} was slated for removal after Python {remove_formatted} '
                           'alpha')
    warn(message.format(name=name, remove=remove_formatted), DeprecationWarning, stacklevel=3)


def _matched(pattern, text):
    # CPython's check_matched: None matches anything, an exact str (the
    # default filter's '__main__') only itself, else the compiled pattern.
    if pattern is None:
        return True
    if type(pattern) is str:
        return pattern == text
    return pattern.match(text)


# CPython's default filters (a release build run without -W options), made
# as its C module makes them: the module of the first a plain str, so that
# starting up compiles no pattern (and imports no re).
_add_filter('default', None, DeprecationWarning, '__main__', 0, append=True)
simplefilter('ignore', category=DeprecationWarning, append=1)
simplefilter('ignore', category=PendingDeprecationWarning, append=1)
simplefilter('ignore', category=ImportWarning, append=1)
simplefilter('ignore', category=ResourceWarning, append=1)
