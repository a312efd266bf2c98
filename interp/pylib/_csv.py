"""CSV parsing and writing.

_csv for hyexec: the engine under CPython's csv.py (embedded, which adds
Dialect's classes, DictReader, DictWriter and Sniffer): the Dialect type
with CPython's validation and messages, the dialect registry, reader (its
parsing state machine: quotes, doubled quotes, escapes, fields over several
lines, skipinitialspace, strict) and writer (the quoting rules of
QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC and QUOTE_NONE)."""

__version__ = '1.0'

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)

_field_limit = 128 * 1024
_dialects = {}


class Error(Exception):
    pass


# The parameters, in the order CPython reads and checks them.
_PARAMS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator', 'quotechar', 'quoting',
           'skipinitialspace', 'strict')
_UNSET = object()


def _char(name, value, default, none_ok):
    if value is _UNSET:
        return default
    if value is None and none_ok:
        return None
    if not isinstance(value, str):
        raise TypeError('"%s" must be string%s, not %s'
                        % (name, ' or None' if none_ok else '', type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


class Dialect:
    """CSV dialect

The Dialect type records CSV parsing and generation options.
"""
    def __new__(cls, dialect=None, **kwargs):
        for name in kwargs:
            if name not in _PARAMS:
                raise TypeError("'%s' is an invalid keyword argument for this function" % name)
        if dialect is not None:
            if isinstance(dialect, str):
                dialect = get_dialect(dialect)
            elif isinstance(dialect, Dialect) and cls is Dialect and not kwargs:
                return dialect  # already checked, and immutable
        given = {}
        for name in _PARAMS:
            if name in kwargs:
                given[name] = kwargs[name]
            elif dialect is not None and hasattr(dialect, name):
                given[name] = getattr(dialect, name)
            else:
                given[name] = _UNSET
        self = object.__new__(cls)
        put = object.__setattr__
        put(self, '_delimiter', _char('delimiter', given['delimiter'], ',', False))
        put(self, '_doublequote',
            True if given['doublequote'] is _UNSET else bool(given['doublequote']))
        put(self, '_escapechar', _char('escapechar', given['escapechar'], None, True))
        lineterminator = given['lineterminator']
        if lineterminator is _UNSET:
            lineterminator = '\r\n'
        elif lineterminator is not None and not isinstance(lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        put(self, '_lineterminator', lineterminator)
        put(self, '_quotechar', _char('quotechar', given['quotechar'], '"', True))
        quoting = given['quoting']
        if quoting is _UNSET:
            quoting = QUOTE_MINIMAL
        elif not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        put(self, '_quoting', int(quoting))
        put(self, '_skipinitialspace',
            False if given['skipinitialspace'] is _UNSET else bool(given['skipinitialspace']))
        put(self, '_strict', False if given['strict'] is _UNSET else bool(given['strict']))
        if self._quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        # A quotechar of None with no quoting given means no quoting.
        if given['quotechar'] is None and given['quoting'] is _UNSET:
            put(self, '_quoting', QUOTE_NONE)
        if self._quoting != QUOTE_NONE and self._quotechar is None:
            raise TypeError('quotechar must be set if quoting enabled')
        if self._lineterminator is None:
            raise TypeError('lineterminator must be set')
        return self

    def __init__(self, *args, **kwargs):
        pass  # __new__ made it

    def __setattr__(self, name, value):
        if name in _PARAMS:
            raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)
        raise AttributeError("'_csv.Dialect' object has no attribute '%s'" % name)

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __reduce_ex__(self, protocol):
        raise TypeError("cannot pickle '_csv.Dialect' object")

    delimiter = property(lambda self: self._delimiter)
    doublequote = property(lambda self: self._doublequote)
    escapechar = property(lambda self: self._escapechar)
    lineterminator = property(lambda self: self._lineterminator)
    quotechar = property(lambda self: self._quotechar)
    quoting = property(lambda self: self._quoting)
    skipinitialspace = property(lambda self: self._skipinitialspace)
    strict = property(lambda self: self._strict)


def register_dialect(*args, **kwargs):
    """Create a mapping from a string name to a dialect class."""
    if not args:
        raise TypeError('register_dialect() missing required argument \'name\' (pos 1)')
    if len(args) > 2:
        raise TypeError(' expected at most 2 arguments, got %d' % len(args))
    name = args[0]
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    _dialects[name] = Dialect(args[1] if len(args) > 1 else None, **kwargs)


def unregister_dialect(name):
    """Delete the name/dialect mapping associated with a string name."""
    if name not in _dialects:
        raise Error('unknown dialect')
    del _dialects[name]


def get_dialect(name):
    """Return the dialect instance associated with name."""
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error('unknown dialect') from None


def list_dialects():
    """Return a list of all know dialect names."""
    return list(_dialects)


def field_size_limit(*args):
    """Sets an upper limit on parsed fields."""
    global _field_limit
    old = _field_limit
    if args:
        if len(args) > 1:
            raise TypeError('field_size_limit() takes at most 1 argument (%d given)' % len(args))
        if not isinstance(args[0], int):
            raise TypeError('limit must be an integer')
        _field_limit = args[0]
    return old


# The reader's states, as CPython's _csv.c names them.
(START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD, ESCAPE_IN_QUOTED_FIELD,
 QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL) = range(9)


class Reader:
    """CSV reader

Reader objects are responsible for reading and parsing tabular data
in CSV format.
"""

    def __init__(self, iterable, dialect, fmtparams):
        self._it = iter(iterable)
        self.dialect = Dialect(dialect, **fmtparams)
        self.line_num = 0

    def __iter__(self):
        return self

    def _save_field(self):
        field = ''.join(self._field)
        if self._numeric and not self._quoted and field:
            field = float(field)
        self._fields.append(field)
        self._field = []
        self._quoted = False

    def _add_char(self, c):
        if len(self._field) >= _field_limit:
            raise Error('field larger than field limit (%d)' % _field_limit)
        self._field.append(c)

    def __next__(self):
        d = self.dialect
        self._fields = []
        self._field = []
        self._quoted = False
        self._numeric = d.quoting == QUOTE_NONNUMERIC
        self._state = START_RECORD
        while True:
            try:
                line = next(self._it)
            except StopIteration:
                if self._field or self._state == IN_QUOTED_FIELD:
                    if d.strict:
                        raise Error('unexpected end of data')
                    self._save_field()
                    return self._fields
                if self._state in (START_RECORD, EAT_CRNL):
                    raise
                self._save_field()
                return self._fields
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %.200s (the file should be "
                            "opened in text mode)" % type(line).__name__)
            self.line_num += 1
            for c in line:
                self._process(c)
            self._process(None)  # end of the line
            if self._state == START_RECORD:
                return self._fields

    def _process(self, c):
        d = self.dialect
        state = self._state
        if state == START_RECORD:
            if c is None:
                return
            if c in '\n\r':
                self._state = EAT_CRNL
                return
            state = self._state = START_FIELD
        if state == START_FIELD:
            if c in ('\n', '\r', None):
                self._save_field()
                self._state = START_RECORD if c is None else EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._quoted = True
                self._state = IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = ESCAPED_CHAR
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                self._add_char(c)
                self._state = IN_FIELD
        elif state == ESCAPED_CHAR:
            if c in ('\n', '\r'):
                self._add_char(c)
                self._state = AFTER_ESCAPED_CRNL
                return
            if c is None:
                c = '\n'
            self._add_char(c)
            self._state = IN_FIELD
        elif state == AFTER_ESCAPED_CRNL:
            if c is None:
                return
            self._state = IN_FIELD
            self._process(c)
        elif state == IN_FIELD:
            if c in ('\n', '\r', None):
                self._save_field()
                self._state = START_RECORD if c is None else EAT_CRNL
            elif c == d.escapechar:
                self._state = ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self._state = START_FIELD
            else:
                self._add_char(c)
        elif state == IN_QUOTED_FIELD:
            if c is None:
                pass
            elif c == d.escapechar:
                self._state = ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                if d.doublequote:
                    self._state = QUOTE_IN_QUOTED_FIELD
                else:
                    self._state = IN_FIELD
            else:
                self._add_char(c)
        elif state == ESCAPE_IN_QUOTED_FIELD:
            if c is None:
                c = '\n'
            self._add_char(c)
            self._state = IN_QUOTED_FIELD
        elif state == QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add_char(c)
                self._state = IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self._state = START_FIELD
            elif c in ('\n', '\r', None):
                self._save_field()
                self._state = START_RECORD if c is None else EAT_CRNL
            elif not d.strict:
                self._add_char(c)
                self._state = IN_FIELD
            else:
                raise Error("'%c' expected after '%c'" % (d.delimiter, d.quotechar))
        elif state == EAT_CRNL:
            if c in ('\n', '\r'):
                pass
            elif c is None:
                self._state = START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - do you need to open "
                            "the file with newline=''?")


def _target_and_dialect(args, fmtparams):
    """reader()/writer()'s C argument parsing: one target, an optional dialect."""
    if not args:
        raise TypeError(' expected at least 1 argument, got 0')
    if len(args) > 2:
        raise TypeError(' expected at most 2 arguments, got %d' % len(args))
    return args[0], args[1] if len(args) > 1 else fmtparams.pop('dialect', None)


def reader(*args, **fmtparams):
    """csv_reader = reader(iterable [, dialect='excel']
                        [optional keyword args])"""
    target, dialect = _target_and_dialect(args, fmtparams)
    return Reader(target, dialect, fmtparams)


class Writer:
    """CSV writer

Writer objects are responsible for generating tabular data
in CSV format from sequence input.
"""

    def __init__(self, fileobj, dialect, fmtparams):
        try:
            self._write = fileobj.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method') from None
        self.dialect = Dialect(dialect, **fmtparams)

    def _quote(self, field, quoted):
        d = self.dialect
        out = []
        lineterm = d.lineterminator
        for c in field:
            want_escape = False
            if (c == d.delimiter or c == d.escapechar or c == d.quotechar or
                    c in lineterm or c in '\n\r'):
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            out.append(d.quotechar)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if d.escapechar is None:
                        raise Error('need to escape, but no escapechar set')
                    out.append(d.escapechar)
            out.append(c)
        text = ''.join(out)
        if quoted:
            return d.quotechar + text + d.quotechar
        return text

    def writerow(self, row):
        d = self.dialect
        try:
            fields = iter(row)
        except TypeError:
            raise Error('iterable expected, not %s' % type(row).__name__) from None
        out = []
        fields = list(fields)
        for field in fields:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not isinstance(field, (int, float))
            else:
                quoted = d.quoting == QUOTE_ALL
            if field is None:
                text = ''
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            out.append(self._quote(text, quoted))
        if len(fields) == 1 and out[0] == '':
            if d.quoting == QUOTE_NONE:
                raise Error('single empty field record must be quoted')
            out[0] = d.quotechar * 2
        return self._write(d.delimiter.join(out) + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(*args, **fmtparams):
    """csv_writer = csv.writer(fileobj [, dialect='excel']
                            [optional keyword args])"""
    target, dialect = _target_and_dialect(args, fmtparams)
    return Writer(target, dialect, fmtparams)
