"""inspect's source functions (getfile, getsourcefile, findsource,
getsourcelines, getsource, getblock, getcomments, indentsize) for the
program's own code, as CPython 3.11 gives them. The source comes through
linecache, which reads the program hyexec runs. Objects of hyexec's
standard library (their file is `<hyexec NAME>`) have no source text to
give: asking for it ends the run unsupported rather than inventing one.

A block is found over logical lines (brackets and strings joined into one
line) instead of tokenize's INDENT/DEDENT stream; the result is the same
lines: the header with its decorators, then every line indented deeper,
ending with the last line of code or the last comment indented at least as
deep as the body."""

import sys
import linecache
import _hyexec

_KINDS = 'module, class, method, function, traceback, frame, or code object'


def _is(obj, type_name):
    return type(obj).__name__ == type_name


def _code_of(object):
    """The code object behind a method, function, traceback or frame; any
    other object unchanged."""
    if _is(object, 'method'):
        object = object.__func__
    if _is(object, 'function'):
        object = object.__code__
    if _is(object, 'traceback'):
        object = object.tb_frame
    if _is(object, 'frame'):
        object = object.f_code
    return object


def getfile(object):
    if _is(object, 'module'):
        if getattr(object, '__file__', None):
            return object.__file__
        raise TypeError('{!r} is a built-in module'.format(object))
    if isinstance(object, type):
        module = sys.modules.get(getattr(object, '__module__', None))
        if getattr(module, '__file__', None):
            return module.__file__
        if object.__module__ == '__main__':
            raise OSError('source code not available')
        raise TypeError('{!r} is a built-in class'.format(object))
    object = _code_of(object)
    if _is(object, 'code'):
        return object.co_filename
    raise TypeError('{} was expected, got {}'.format(_KINDS, type(object).__name__))


def _hyexec_file(filename):
    return filename.startswith('<hyexec ') and filename.endswith('>')


def getsourcefile(object):
    filename = getfile(object)
    if _hyexec_file(filename):
        _hyexec.unsupported('inspect: the source of hyexec\'s own ' + filename[8:-1])
    if filename.endswith(('.pyc', '.so', '.pyd')):
        return None
    if linecache.getlines(filename):
        return filename
    return None


def findsource(object):
    file = getsourcefile(object)
    if not file:
        file = getfile(object)
        if not (file.startswith('<') and file.endswith('>')):
            raise OSError('source code not available')
    lines = linecache.getlines(file)
    if not lines:
        raise OSError('could not get source code')
    if _is(object, 'module'):
        return lines, 0
    if isinstance(object, type):
        lnum = _class_line(lines, object.__qualname__)
        if lnum is None:
            raise OSError('could not find class definition')
        return lines, lnum
    object = _code_of(object)
    if _is(object, 'code'):
        if not hasattr(object, 'co_firstlineno'):
            raise OSError('could not find function definition')
        return lines, object.co_firstlineno - 1
    raise OSError('could not find code object')


def indentsize(line):
    expanded = line.expandtabs()
    return len(expanded) - len(expanded.lstrip())


def _logical_lines(lines):
    """(first, last) physical line indexes of each logical line: a line
    continues while a bracket is open, a triple-quoted string is open, or it
    ends in a backslash."""
    result = []
    depth = 0
    quote = None
    start = None
    for i, line in enumerate(lines):
        if start is None:
            if quote is None and depth == 0 and _blank_or_comment(line):
                continue
            start = i
        j = 0
        n = len(line)
        while j < n:
            c = line[j]
            if quote is not None:
                if c == '\\':
                    j += 2
                    continue
                if line.startswith(quote, j):
                    j += len(quote)
                    quote = None
                    continue
                j += 1
                continue
            if c == '#':
                break
            if c in '\'"':
                quote = c * 3 if line.startswith(c * 3, j) else c
                j += len(quote)
                continue
            if c in '([{':
                depth += 1
            elif c in ')]}':
                depth = max(depth - 1, 0)
            j += 1
        if quote is not None and len(quote) == 1:
            quote = None  # an unclosed short string ends at the line
        continued = line.rstrip('\r\n').endswith('\\')
        if quote is None and depth == 0 and not continued:
            result.append((start, i))
            start = None
    if start is not None:
        result.append((start, len(lines) - 1))
    return result


def _blank_or_comment(line):
    stripped = line.strip()
    return not stripped or stripped.startswith('#')


def _header_word(line):
    words = line.split(None, 2)
    if words and words[0] == 'async' and len(words) > 1:
        return words[1]
    return words[0] if words else ''


def getblock(lines):
    """The lines of the definition (or lambda) that `lines` starts with."""
    logical = _logical_lines(lines)
    if not logical:
        return lines[:0]
    # Decorators, then the header.
    k = 0
    while k < len(logical) and lines[logical[k][0]].lstrip().startswith('@'):
        k += 1
    if k == len(logical):
        return lines[:logical[-1][1] + 1]
    first, last = logical[k]
    header = ''.join(lines[first:last + 1])
    if 'lambda' in header and _header_word(lines[first]) not in ('def', 'class'):
        return lines[:last + 1]
    if not _header_ends_with_colon(header):
        return lines[:last + 1]  # `def f(): return 1`: the block is its line
    outer = indentsize(lines[first])
    end = last
    body_indent = None
    for start, stop in logical[k + 1:]:
        indent = indentsize(lines[start])
        if indent <= outer:
            break
        if body_indent is None:
            body_indent = indent
        end = stop
    # Comments after the body count while indented at least as the body.
    if body_indent is not None:
        i = end + 1
        while i < len(lines) and _blank_or_comment(lines[i]):
            if lines[i].strip() and indentsize(lines[i]) >= body_indent:
                end = i
            elif lines[i].strip():
                break
            i += 1
    return lines[:end + 1]


def _header_ends_with_colon(header):
    """Whether a def/class header's logical line ends at its colon (its body
    on the lines below) rather than carrying a body after it."""
    code = _strip_comment(header).rstrip()
    return code.endswith(':')


def _strip_comment(text):
    out = []
    quote = None
    j = 0
    while j < len(text):
        c = text[j]
        if quote is not None:
            if c == '\\':
                out.append(text[j:j + 2])
                j += 2
                continue
            if text.startswith(quote, j):
                out.append(quote)
                j += len(quote)
                quote = None
                continue
            out.append(c)
            j += 1
            continue
        if c == '#':
            while j < len(text) and text[j] != '\n':
                j += 1
            continue
        if c in '\'"':
            quote = c * 3 if text.startswith(c * 3, j) else c
            out.append(quote)
            j += len(quote)
            continue
        out.append(c)
        j += 1
    return ''.join(out)


def _class_line(lines, qualname):
    """The line index where the class of this qualified name is defined (its
    first decorator's when decorated), following def/class nesting."""
    stack = []  # (indent, qualname prefix for what is nested inside)
    for first, last in _logical_lines(lines):
        line = lines[first]
        indent = indentsize(line)
        while stack and stack[-1][0] >= indent:
            stack.pop()
        word = _header_word(line)
        if word not in ('def', 'class'):
            continue
        rest = line.split(word, 1)[1].lstrip()
        name = ''
        for c in rest:
            if not (c.isalnum() or c == '_'):
                break
            name += c
        prefix = stack[-1][1] if stack else ''
        here = prefix + name
        if word == 'class' and here == qualname:
            while first > 0 and lines[first - 1].lstrip().startswith('@') and \
                    indentsize(lines[first - 1]) == indent:
                first -= 1
            return first
        stack.append((indent, here + ('.<locals>.' if word == 'def' else '.')))
    return None


def getsourcelines(object):
    while hasattr(object, '__wrapped__') and not isinstance(object, type):
        object = object.__wrapped__
    lines, lnum = findsource(object)
    if _is(object, 'traceback'):
        object = object.tb_frame
    if _is(object, 'module') or (_is(object, 'frame') and
                                 object.f_code.co_name == '<module>'):
        return lines, 0
    return getblock(lines[lnum:]), lnum + 1


def getsource(object):
    lines, lnum = getsourcelines(object)
    return ''.join(lines)


def getcomments(object):
    """The comment lines just above the object's definition (at its
    indentation), or at the top of a module; None when there are none."""
    try:
        lines, lnum = findsource(object)
    except (OSError, TypeError):
        return None
    if _is(object, 'module'):
        start = 1 if lines and lines[0].startswith('#!') else 0
        while start < len(lines) and lines[start].strip() in ('', '#'):
            start += 1
        end = start
        while end < len(lines) and lines[end].startswith('#'):
            end += 1
        if end == start:
            return None
        return ''.join(line.expandtabs() for line in lines[start:end])
    if lnum <= 0:
        return None
    indent = indentsize(lines[lnum])
    start = lnum
    while start > 0:
        above = lines[start - 1]
        if not above.lstrip().startswith('#') or indentsize(above) != indent:
            break
        start -= 1
    comments = [line.expandtabs().lstrip() for line in lines[start:lnum]]
    while comments and comments[0].strip() == '#':
        comments.pop(0)
    while comments and comments[-1].strip() == '#':
        comments.pop()
    return ''.join(comments) if start < lnum else None
