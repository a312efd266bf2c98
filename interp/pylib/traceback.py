"""traceback for hyexec: CPython's formatting of exceptions and their
tracebacks (chained causes and contexts included). It reads the frames of
an exception's __traceback__ (tb_frame, tb_lineno, tb_next); where the
interpreter gives an exception no traceback object, the text is the
exception's own line, as CPython prints for one without a traceback."""

import sys

__all__ = ['extract_stack', 'extract_tb', 'format_exception', 'format_exception_only',
           'format_list', 'format_stack', 'format_tb', 'print_exc', 'format_exc',
           'print_exception', 'print_last', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException', 'walk_stack', 'walk_tb']

_cause_message = ("\nThe above exception was the direct cause of the following exception:\n\n")
_context_message = ("\nDuring handling of the above exception, another exception occurred:\n\n")


class FrameSummary:
    """One frame of a traceback: file, line number, function, source line."""
    __slots__ = ('filename', 'lineno', 'end_lineno', 'colno', 'end_colno', 'name', '_line',
                 'locals')

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.name = name
        self._line = line
        self.locals = {k: repr(v) for k, v in locals.items()} if locals else None

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno and
                    self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def line(self):
        if self._line is None:
            if self.lineno is None:
                return None
            self._line = _source_line(self.filename, self.lineno)
        return self._line.strip()


def _source_line(filename, lineno):
    try:
        import linecache
    except ImportError:
        return ''
    return linecache.getline(filename, lineno)


def walk_tb(tb):
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    if f is None:
        f = sys._getframe().f_back.f_back
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


class StackSummary(list):
    """A list of FrameSummary objects, formatted as CPython does."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        result = klass()
        for f, lineno in frame_gen:
            if limit is not None and len(result) >= limit:
                break
            co = f.f_code
            result.append(FrameSummary(co.co_filename, lineno, co.co_name,
                                       locals=f.f_locals if capture_locals else None))
        return result

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        row = ['  File "{}", line {}, in {}\n'.format(frame_summary.filename,
                                                     frame_summary.lineno, frame_summary.name)]
        if frame_summary.line:
            row.append('    {}\n'.format(frame_summary.line))
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append('    {name} = {value}\n'.format(name=name, value=value))
        return ''.join(row)

    def format(self):
        result = []
        last_file = last_line = last_name = None
        count = 0
        for frame_summary in self:
            if (last_file is None or last_file != frame_summary.filename or
                    last_line is None or last_line != frame_summary.lineno or
                    last_name is None or last_name != frame_summary.name):
                if count > 3:
                    count -= 3
                    result.append('  [Previous line repeated {} more time{}]\n'.format(
                        count, 's' if count > 1 else ''))
                last_file = frame_summary.filename
                last_line = frame_summary.lineno
                last_name = frame_summary.name
                count = 0
            count += 1
            if count > 3:
                continue
            result.append(self.format_frame_summary(frame_summary))
        if count > 3:
            count -= 3
            result.append('  [Previous line repeated {} more time{}]\n'.format(
                count, 's' if count > 1 else ''))
        return result


def extract_tb(tb, limit=None):
    return StackSummary.extract(walk_tb(tb), limit=limit)


def extract_stack(f=None, limit=None):
    stack = StackSummary.extract(walk_stack(f), limit=limit)
    stack.reverse()
    return stack


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def format_stack(f=None, limit=None):
    return format_list(extract_stack(f, limit=limit))


def _exception_type_name(etype):
    stype = etype.__qualname__
    smod = getattr(etype, '__module__', 'builtins')
    if smod not in ("__main__", "builtins"):
        if not isinstance(smod, str):
            smod = "<unknown>"
        stype = smod + '.' + stype
    return stype


def _safe_str(value):
    try:
        return str(value)
    except Exception:
        return '<exception str() failed>'


class TracebackException:
    """An exception ready to be formatted: its type, message, frames and the
    exceptions chained to it."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15,
                 max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self.stack = StackSummary.extract(walk_tb(exc_traceback), limit=limit,
                                          capture_locals=capture_locals)
        self.exc_type = exc_type
        self._str = _safe_str(exc_value)
        self.__notes__ = getattr(exc_value, '__notes__', None)
        if exc_type and issubclass(exc_type, SyntaxError):
            self.filename = exc_value.filename
            lno = exc_value.lineno
            self.lineno = str(lno) if lno is not None else None
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.msg = exc_value.msg
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = (exc_value.__suppress_context__
                                     if exc_value is not None else False)
        if exc_value is not None:
            cause = exc_value.__cause__
            if cause is not None and id(cause) not in _seen:
                self.__cause__ = TracebackException(
                    type(cause), cause, cause.__traceback__, limit=limit,
                    capture_locals=capture_locals, _seen=_seen)
            context = exc_value.__context__
            if (context is not None and id(context) not in _seen and
                    not (compact and (self.__cause__ is not None or
                                      self.__suppress_context__))):
                self.__context__ = TracebackException(
                    type(context), context, context.__traceback__, limit=limit,
                    capture_locals=capture_locals, _seen=_seen)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        if self.exc_type is None:
            yield _format_final_exc_line(None, self._str)
            return
        stype = _exception_type_name(self.exc_type)
        if not issubclass(self.exc_type, SyntaxError):
            yield _format_final_exc_line(stype, self._str)
        else:
            yield from self._format_syntax_error(stype)
        if isinstance(self.__notes__, (list, tuple)):
            for note in self.__notes__:
                note = _safe_str(note)
                yield from [l + '\n' for l in note.split('\n')]
        elif self.__notes__ is not None:
            yield _safe_str(self.__notes__) + '\n'

    def _format_syntax_error(self, stype):
        filename_suffix = ''
        if self.lineno is not None:
            yield '  File "{}", line {}\n'.format(self.filename or "<string>", self.lineno)
        elif self.filename is not None:
            filename_suffix = ' ({})'.format(self.filename)
        text = self.text
        if text is not None:
            rtext = text.rstrip('\n')
            ltext = rtext.lstrip(' \n\f')
            spaces = len(rtext) - len(ltext)
            yield '    {}\n'.format(ltext)
            if self.offset is not None:
                offset = self.offset
                colno = offset - 1 - spaces
                if colno >= 0:
                    caretspace = ((c if c.isspace() else ' ') for c in ltext[:colno])
                    yield '    {}^\n'.format(''.join(caretspace))
        msg = self.msg or "<no detail available>"
        yield "{}: {}{}\n".format(stype, msg, filename_suffix)

    def format(self, *, chain=True, _ctx=None):
        output = []
        exc = self
        if chain:
            while exc:
                if exc.__cause__ is not None:
                    chained_msg = _cause_message
                    chained_exc = exc.__cause__
                elif exc.__context__ is not None and not exc.__suppress_context__:
                    chained_msg = _context_message
                    chained_exc = exc.__context__
                else:
                    chained_msg = None
                    chained_exc = None
                output.append((chained_msg, exc))
                exc = chained_exc
        else:
            output.append((None, exc))
        for msg, exc in reversed(output):
            if msg is not None:
                yield msg
            if exc.stack:
                yield 'Traceback (most recent call last):\n'
                yield from exc.stack.format()
            yield from exc.format_exception_only()


def _format_final_exc_line(etype, value):
    valuestr = _safe_str(value)
    if value is None or not valuestr:
        line = "%s\n" % etype
    else:
        line = "%s: %s\n" % (etype, valuestr)
    return line


_sentinel = object()


def _parse_value_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                return exc, exc.__traceback__
            raise TypeError(f'Exception expected for value, {type(exc).__name__} found')
        return None, None
    return value, tb


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True,
                     compact=False):
    value, tb = _parse_value_tb(exc, value, tb)
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    return list(te.format(chain=chain))


def format_exception_only(exc, /, value=_sentinel):
    if value is _sentinel:
        value = exc
    te = TracebackException(type(value), value, None, compact=True)
    return list(te.format_exception_only())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None,
                    chain=True):
    if file is None:
        file = sys.stderr
    for line in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(line, file=file, end="")


def _current_exception():
    return sys.exc_info()[1] if hasattr(sys, 'exc_info') else None


def format_exc(limit=None, chain=True):
    exc = _current_exception()
    if exc is None:
        return 'NoneType: None\n'
    return "".join(format_exception(exc, limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    exc = _current_exception()
    if file is None:
        file = sys.stderr
    if exc is None:
        print('NoneType: None', file=file)
        return
    print_exception(exc, limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback, limit, file, chain)


def print_tb(tb, limit=None, file=None):
    if file is None:
        file = sys.stderr
    for item in format_tb(tb, limit=limit):
        print(item, file=file, end="")


def print_stack(f=None, limit=None, file=None):
    if file is None:
        file = sys.stderr
    for item in format_stack(f, limit=limit):
        print(item, file=file, end="")


def print_list(extracted_list, file=None):
    if file is None:
        file = sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end='')


def clear_frames(tb):
    pass
