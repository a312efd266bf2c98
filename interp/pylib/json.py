"""json for hyexec: dumps/loads/dump/load with CPython's output format and
error messages (written in the Python subset hyexec runs)."""


class JSONDecodeError(ValueError):
    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno


_ESCAPES = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f'}


def _encode_string(s, ensure_ascii):
    out = ['"']
    for ch in s:
        e = _ESCAPES.get(ch)
        if e is not None:
            out.append(e)
            continue
        n = ord(ch)
        if n < 0x20:
            out.append('\\u%04x' % n)
        elif n > 0x7e and ensure_ascii:
            if n > 0xffff:
                n -= 0x10000
                out.append('\\u%04x\\u%04x' % (0xd800 | (n >> 10), 0xdc00 | (n & 0x3ff)))
            else:
                out.append('\\u%04x' % n)
        else:
            out.append(ch)
    out.append('"')
    return ''.join(out)


def _float_text(f, allow_nan):
    if f != f:
        text = 'NaN'
    elif f == float('inf'):
        text = 'Infinity'
    elif f == -float('inf'):
        text = '-Infinity'
    else:
        return repr(f)
    if not allow_nan:
        raise ValueError('Out of range float values are not JSON compliant')
    return text


class JSONEncoder:
    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator, self.key_separator = ',', ': '
        else:
            self.item_separator, self.key_separator = ', ', ': '
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError('Object of type %s is not JSON serializable' % type(o).__name__)

    def encode(self, o):
        parts = []
        self._encode(o, parts, 0, [])
        return ''.join(parts)

    def _key(self, k):
        if isinstance(k, str):
            return k
        if k is True:
            return 'true'
        if k is False:
            return 'false'
        if k is None:
            return 'null'
        if isinstance(k, float):
            return _float_text(k, self.allow_nan)
        if isinstance(k, int):
            return '%d' % k
        if self.skipkeys:
            return None
        raise TypeError('keys must be str, int, float, bool or None, not %s' % type(k).__name__)

    def _encode(self, o, parts, level, stack):
        if isinstance(o, str):
            parts.append(_encode_string(o, self.ensure_ascii))
        elif o is None:
            parts.append('null')
        elif o is True:
            parts.append('true')
        elif o is False:
            parts.append('false')
        elif isinstance(o, int):
            parts.append('%d' % o)
        elif isinstance(o, float):
            parts.append(_float_text(o, self.allow_nan))
        elif isinstance(o, (list, tuple, dict)):
            for seen in stack:
                if seen is o:
                    raise ValueError('Circular reference detected')
            stack.append(o)
            if isinstance(o, dict):
                self._encode_dict(o, parts, level, stack)
            else:
                self._encode_list(o, parts, level, stack)
            stack.pop()
        else:
            for seen in stack:
                if seen is o:
                    raise ValueError('Circular reference detected')
            stack.append(o)
            self._encode(self.default(o), parts, level, stack)
            stack.pop()

    def _newline(self, level):
        return '\n' + self.indent * level

    def _begin(self, parts, bracket, level):
        """Opens a non-empty array or object; returns the separator between items."""
        parts.append(bracket)
        if self.indent is None:
            return self.item_separator
        parts.append(self._newline(level + 1))
        return self.item_separator + self._newline(level + 1)

    def _end(self, parts, bracket, level):
        if self.indent is not None:
            parts.append(self._newline(level))
        parts.append(bracket)

    def _encode_list(self, o, parts, level, stack):
        if not o:
            parts.append('[]')
            return
        sep = self._begin(parts, '[', level)
        first = True
        for x in o:
            if not first:
                parts.append(sep)
            first = False
            self._encode(x, parts, level + 1, stack)
        self._end(parts, ']', level)

    def _encode_dict(self, o, parts, level, stack):
        if not o:
            parts.append('{}')
            return
        sep = self._begin(parts, '{', level)
        items = list(o.items())
        if self.sort_keys:
            items.sort(key=lambda kv: kv[0])
        first = True
        for k, v in items:
            key = self._key(k)
            if key is None:
                continue
            if not first:
                parts.append(sep)
            first = False
            parts.append(_encode_string(key, self.ensure_ascii))
            parts.append(self.key_separator)
            self._encode(v, parts, level + 1, stack)
        self._end(parts, '}', level)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


_WS = ' \t\n\r'
_NUMBER_CHARS = '0123456789-+.eE'


class _Parser:
    def __init__(self, s, object_hook, parse_float, parse_int, object_pairs_hook):
        self.s = s
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.object_pairs_hook = object_pairs_hook

    def ws(self, i):
        s = self.s
        while i < len(s) and s[i] in _WS:
            i += 1
        return i

    def value(self, i):
        s = self.s
        if i >= len(s):
            raise JSONDecodeError('Expecting value', s, i)
        c = s[i]
        if c == '"':
            return self.string(i + 1)
        if c == '{':
            return self.object(i + 1)
        if c == '[':
            return self.array(i + 1)
        if s.startswith('null', i):
            return None, i + 4
        if s.startswith('true', i):
            return True, i + 4
        if s.startswith('false', i):
            return False, i + 5
        if s.startswith('NaN', i):
            return float('nan'), i + 3
        if s.startswith('Infinity', i):
            return float('inf'), i + 8
        if s.startswith('-Infinity', i):
            return float('-inf'), i + 9
        return self.number(i)

    def number(self, i):
        s = self.s
        j = i
        if j < len(s) and s[j] == '-':
            j += 1
        if j >= len(s) or not s[j].isdigit() or not s[j].isascii():
            raise JSONDecodeError('Expecting value', s, i)
        if s[j] == '0':
            j += 1
        else:
            while j < len(s) and '0' <= s[j] <= '9':
                j += 1
        is_float = False
        if j + 1 < len(s) and s[j] == '.' and '0' <= s[j + 1] <= '9':
            is_float = True
            j += 2
            while j < len(s) and '0' <= s[j] <= '9':
                j += 1
        if j < len(s) and s[j] in 'eE':
            k = j + 1
            if k < len(s) and s[k] in '+-':
                k += 1
            if k < len(s) and '0' <= s[k] <= '9':
                is_float = True
                j = k
                while j < len(s) and '0' <= s[j] <= '9':
                    j += 1
        text = s[i:j]
        return (self.parse_float(text) if is_float else self.parse_int(text)), j

    def string(self, i):
        s = self.s
        out = []
        start = i - 1
        while True:
            j = i
            while j < len(s) and s[j] != '"' and s[j] != '\\':
                if s[j] < ' ':
                    raise JSONDecodeError('Invalid control character at', s, j)
                j += 1
            out.append(s[i:j])
            if j >= len(s):
                raise JSONDecodeError('Unterminated string starting at', s, start)
            if s[j] == '"':
                return ''.join(out), j + 1
            if j + 1 >= len(s):
                raise JSONDecodeError('Unterminated string starting at', s, start)
            e = s[j + 1]
            if e == 'u':
                code = self.hex4(j + 2)
                i = j + 6
                if 0xd800 <= code <= 0xdbff and s.startswith('\\u', i):
                    low = self.hex4(i + 2)
                    if 0xdc00 <= low <= 0xdfff:
                        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00)
                        i += 6
                out.append(chr(code))
                continue
            m = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}
            if e not in m:
                raise JSONDecodeError('Invalid \\escape', s, j)
            out.append(m[e])
            i = j + 2

    def hex4(self, i):
        h = self.s[i:i + 4]
        if len(h) != 4 or any(c not in '0123456789abcdefABCDEF' for c in h):
            raise JSONDecodeError('Invalid \\uXXXX escape', self.s, i - 1)
        return int(h, 16)

    def array(self, i):
        s = self.s
        out = []
        i = self.ws(i)
        if i < len(s) and s[i] == ']':
            return out, i + 1
        while True:
            v, i = self.value(self.ws(i))
            out.append(v)
            i = self.ws(i)
            if i < len(s) and s[i] == ']':
                return out, i + 1
            if i >= len(s) or s[i] != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i += 1

    def object(self, i):
        s = self.s
        pairs = []
        i = self.ws(i)
        if i < len(s) and s[i] == '}':
            return self.finish_object(pairs), i + 1
        while True:
            i = self.ws(i)
            if i >= len(s) or s[i] != '"':
                raise JSONDecodeError('Expecting property name enclosed in double quotes', s, i)
            k, i = self.string(i + 1)
            i = self.ws(i)
            if i >= len(s) or s[i] != ':':
                raise JSONDecodeError("Expecting ':' delimiter", s, i)
            v, i = self.value(self.ws(i + 1))
            pairs.append((k, v))
            i = self.ws(i)
            if i < len(s) and s[i] == '}':
                return self.finish_object(pairs), i + 1
            if i >= len(s) or s[i] != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i += 1

    def finish_object(self, pairs):
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs)
        d = dict(pairs)
        if self.object_hook is not None:
            return self.object_hook(d)
        return d


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    if isinstance(s, (bytes, bytearray)):
        s = s.decode('utf-8')
    if not isinstance(s, str):
        raise TypeError('the JSON object must be str, bytes or bytearray, not %s' % type(s).__name__)
    p = _Parser(s, object_hook, parse_float, parse_int, object_pairs_hook)
    v, i = p.value(p.ws(0))
    i = p.ws(i)
    if i != len(s):
        raise JSONDecodeError('Extra data', s, i)
    return v


def load(fp, **kw):
    return loads(fp.read(), **kw)
