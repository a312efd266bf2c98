"""csv for hyexec: CPython's reader (its parsing state machine: quotes,
doubled quotes, escapes, fields over several lines, skipinitialspace,
strict), writer (the quoting rules of QUOTE_MINIMAL, QUOTE_ALL,
QUOTE_NONNUMERIC and QUOTE_NONE), dialects, DictReader and DictWriter.
Sniffer is unsupported, named."""

from _unsupported import function as _unsupported

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "Error", "Dialect",
           "excel", "excel_tab", "field_size_limit", "reader", "writer", "register_dialect",
           "get_dialect", "list_dialects", "Sniffer", "unregister_dialect", "DictReader",
           "DictWriter", "unix_dialect"]

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)

_field_limit = 128 * 1024


class Error(Exception):
    pass


class Dialect:
    """The parameters of a CSV format."""
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None
    strict = False

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        _validate(_Params(self, {}))


class excel(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = '\t'


class unix_dialect(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


_dialects = {'excel': excel, 'excel-tab': excel_tab, 'unix': unix_dialect}


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    params = _Params(dialect if dialect is not None else excel, fmtparams)
    _validate(params)
    _dialects[name] = params


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except KeyError:
        raise Error("unknown dialect") from None


def list_dialects():
    return list(_dialects)


def field_size_limit(*args):
    global _field_limit
    old = _field_limit
    if args:
        if len(args) > 1:
            raise TypeError('field_size_limit expected at most 1 argument, got %d' % len(args))
        if not isinstance(args[0], int):
            raise TypeError('limit must be an integer')
        _field_limit = args[0]
    return old


class _Params:
    # A dialect's attributes, overridden by keyword arguments.
    def __init__(self, dialect, fmtparams):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        for name, default in (('delimiter', ','), ('quotechar', '"'), ('escapechar', None),
                              ('doublequote', True), ('skipinitialspace', False),
                              ('lineterminator', '\r\n'), ('quoting', QUOTE_MINIMAL),
                              ('strict', False)):
            value = fmtparams.get(name, getattr(dialect, name, default))
            if value is None and name in ('doublequote', 'skipinitialspace', 'strict'):
                value = default
            if value is None and name in ('delimiter', 'lineterminator', 'quoting'):
                value = default
            setattr(self, name, value)
        unknown = set(fmtparams) - {'delimiter', 'quotechar', 'escapechar', 'doublequote',
                                    'skipinitialspace', 'lineterminator', 'quoting', 'strict'}
        if unknown:
            raise TypeError("'%s' is an invalid keyword argument for this function" %
                            sorted(unknown)[0])


def _validate(p):
    if not isinstance(p.delimiter, str):
        raise TypeError('"delimiter" must be string, not %s' % type(p.delimiter).__name__)
    if len(p.delimiter) != 1:
        raise TypeError('"delimiter" must be a 1-character string')
    if p.quotechar is not None and (not isinstance(p.quotechar, str) or len(p.quotechar) != 1):
        raise TypeError('"quotechar" must be a 1-character string')
    if p.escapechar is not None and (not isinstance(p.escapechar, str) or
                                     len(p.escapechar) != 1):
        raise TypeError('"escapechar" must be a 1-character string')
    if not isinstance(p.lineterminator, str):
        raise TypeError('"lineterminator" must be a string')
    if p.quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
        raise TypeError('bad "quoting" value')
    if p.quotechar is None and p.quoting != QUOTE_NONE:
        raise TypeError('quotechar must be set if quoting enabled')


# The reader's states, as CPython's _csv.c names them.
(START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD, ESCAPE_IN_QUOTED_FIELD,
 QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL) = range(9)


class _Reader:
    def __init__(self, iterable, dialect, fmtparams):
        self._it = iter(iterable)
        self.dialect = _Params(dialect, fmtparams)
        _validate(self.dialect)
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
                if c == '\0':
                    raise Error('line contains NUL')
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


def reader(csvfile, dialect='excel', **fmtparams):
    return _Reader(csvfile, dialect, fmtparams)


class _Writer:
    def __init__(self, fileobj, dialect, fmtparams):
        if not hasattr(fileobj, 'write'):
            raise TypeError('argument 1 must have a "write" method')
        self._write = fileobj.write
        self.dialect = _Params(dialect, fmtparams)
        _validate(self.dialect)

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


def writer(csvfile, dialect='excel', **fmtparams):
    return _Writer(csvfile, dialect, fmtparams)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel",
                 *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel",
                 *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = [k for k in rowdict if k not in self.fieldnames]
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: " +
                                 ", ".join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


Sniffer = _unsupported('csv.Sniffer')
