"""json for hyexec: CPython's Lib/json API (dumps/loads/dump/load, JSONEncoder,
JSONDecoder, JSONDecodeError) over the native _json scanner and encoder, which
give CPython's output and error messages (interp/module_json.cpp)."""

import _json

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']


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


class JSONEncoder:
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def encode(self, o):
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        return [_json.encode(o, self.skipkeys, self.ensure_ascii, self.check_circular,
                             self.allow_nan, self.sort_keys, indent, self.item_separator,
                             self.key_separator, self.default)]


def _constant(name):
    return {'-Infinity': float('-inf'), 'Infinity': float('inf'), 'NaN': float('nan')}[name]


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def _scan(self, s, idx, whole):
        # The native scanner converts numbers itself when the parsers are the builtins.
        parse_float = None if self.parse_float is float else self.parse_float
        parse_int = None if self.parse_int is int else self.parse_int
        return _json.decode(s, idx, whole, self.strict, self.object_hook, self.object_pairs_hook,
                            parse_float, parse_int, self.parse_constant, JSONDecodeError)

    def decode(self, s):
        return self._scan(s, 0, True)

    def raw_decode(self, s, idx=0):
        return self._scan(s, idx, False)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    if cls is None and not kw:
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        if separators is not None:
            item_separator, key_separator = separators
        else:
            item_separator = ', ' if indent is None else ','
            key_separator = ': '
        return _json.encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys,
                            indent, item_separator, key_separator, default)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


def detect_encoding(b):
    bstartswith = b.startswith
    if bstartswith((b'\x00\x00\xfe\xff', b'\xff\xfe\x00\x00')):
        return 'utf-32'
    if bstartswith((b'\xff\xfe', b'\xfe\xff')):
        return 'utf-16'
    if bstartswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    if len(b) >= 4:
        if not b[0]:
            return 'utf-16-be' if b[1] else 'utf-32-be'
        if not b[1]:
            return 'utf-16-le' if b[2] or b[3] else 'utf-32-le'
    elif len(b) == 2:
        if not b[0]:
            return 'utf-16-be'
        if not b[1]:
            return 'utf-16-le'
    return 'utf-8'


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
    else:
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                            f'not {s.__class__.__name__}')
        s = s.decode(detect_encoding(s))
    if (cls is None and object_hook is None and parse_int is None and parse_float is None and
            parse_constant is None and object_pairs_hook is None and not kw):
        return _json.decode(s, 0, True, True, None, None, None, None, _constant, JSONDecodeError)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)
