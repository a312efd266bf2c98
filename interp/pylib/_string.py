"""_string for hyexec: the two parsers behind string.Formatter and
str.format, with CPython 3.11's results and error messages."""


def formatter_parser(s):
    """(literal_text, field_name, format_spec, conversion) for each piece."""
    if not isinstance(s, str):
        raise TypeError("descriptor 'formatter_parser' requires a 'str' object")
    return iter(_parse(s))


def _parse(s):
    out, literal, pos, n = [], '', 0, len(s)
    while pos < n:
        c = s[pos]
        if c not in '{}':
            literal += c
            pos += 1
            continue
        if pos + 1 < n and s[pos + 1] == c:  # an escaped brace ends the literal
            out.append((literal + c, None, None, None))
            literal, pos = '', pos + 2
            continue
        if c == '}':
            raise ValueError("Single '}' encountered in format string")
        if pos + 1 >= n:
            raise ValueError("Single '{' encountered in format string")
        field, pos = _field(s, pos + 1)
        out.append((literal,) + field)
        literal = ''
    if literal:
        out.append((literal, None, None, None))
    return out


def _field(s, pos):
    """The field starting after its '{': (name, spec, conversion), and the
    position after its closing '}'."""
    n, start = len(s), pos
    while pos < n:
        c = s[pos]
        if c == '[':
            close = s.find(']', pos)
            pos = n if close < 0 else close + 1
            continue
        if c in '}:!':
            break
        if c == '{':
            raise ValueError("unexpected '{' in field name")
        pos += 1
    if pos >= n:
        raise ValueError("expected '}' before end of string")
    name, conversion, spec = s[start:pos], None, ''
    c = s[pos]
    pos += 1
    if c == '!':
        if pos + 1 >= n:
            raise ValueError("unmatched '{' in format spec")
        conversion, c = s[pos], s[pos + 1]
        pos += 2
        if c not in ':}':
            raise ValueError("expected ':' after conversion specifier")
    if c == ':':
        depth, start = 1, pos
        while pos < n:
            if s[pos] == '{':
                depth += 1
            elif s[pos] == '}':
                depth -= 1
                if depth == 0:
                    break
            pos += 1
        if pos >= n:
            raise ValueError("unmatched '{' in format spec")
        spec = s[start:pos]
        pos += 1
    return (name, spec, conversion), pos


def _key(text):
    return int(text) if text.isdigit() else text


def formatter_field_name_split(name):
    """(first, iterator of (is_attribute, key)) for a field name."""
    if not isinstance(name, str):
        raise TypeError("descriptor 'formatter_field_name_split' requires a 'str' object")
    end = len(name)
    for i, c in enumerate(name):
        if c in '.[':
            end = i
            break
    first, rest, parts, pos = _key(name[:end]), name[end:], [], 0
    while pos < len(rest):
        if rest[pos] == '.':
            stop = len(rest)
            for j in range(pos + 1, len(rest)):
                if rest[j] in '.[':
                    stop = j
                    break
            if stop == pos + 1:
                raise ValueError('Empty attribute in format string')
            parts.append((True, rest[pos + 1:stop]))
            pos = stop
        elif rest[pos] == '[':
            close = rest.find(']', pos)
            if close < 0:
                raise ValueError("Missing ']' in format string")
            if close == pos + 1:
                raise ValueError('Empty attribute in format string')
            parts.append((False, _key(rest[pos + 1:close])))
            pos = close + 1
            if pos < len(rest) and rest[pos] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, iter(parts)
