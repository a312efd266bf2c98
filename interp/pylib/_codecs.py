"""_codecs for hyexec: what CPython writes in C under codecs.py and the
encodings package (both CPython's own, embedded): the registry (search
functions, cache, error handlers, encode/decode), the error handlers
(strict, ignore, replace, backslashreplace, xmlcharrefreplace, namereplace,
surrogateescape, surrogatepass) and the codecs themselves: UTF-8, ASCII and
Latin-1 over str.encode / bytes.decode (any error handler: the native codec
stops at the first error, the handler decides, the codec resumes), UTF-7,
UTF-16, UTF-32, unicode_escape, raw_unicode_escape, escape and charmap.
Messages, error positions and return values are CPython's."""

import sys as _sys
import _hyexec


def _builtin(f):
    # CPython's C functions do not bind as class attributes (the encodings'
    # Codec classes hold them: `encode = codecs.utf_8_encode`), and pickle
    # saves them by name (bytes under protocols 0-2 as codecs.encode): these
    # are built-in functions of this module too.
    return _hyexec.builtin(f, _sys.modules[__name__])

_search_functions = []
_cache = {}
_initialized = []
_NATIVE_ERRORS = ('strict', 'ignore', 'replace', 'backslashreplace')


def _init():
    # CPython imports encodings when the interpreter starts: its search
    # function comes before any the program registers.
    if not _initialized:
        _initialized.append(True)
        import encodings


def _normalize(encoding):
    # Python/codecs.c normalizestring: lower case ASCII letters, digits and
    # dots; every other run of characters one '_' (none leading or trailing).
    out, punct = [], False
    for c in encoding:
        if ('a' <= c <= 'z') or ('A' <= c <= 'Z') or ('0' <= c <= '9') or c == '.':
            if punct and out:
                out.append('_')
            out.append(c.lower())
            punct = False
        else:
            punct = True
    return ''.join(out)


def _type_name(obj):
    return type(obj).__name__


def _str_arg(fname, obj, pos=1):
    if not isinstance(obj, str):
        raise TypeError("%s() argument %d must be str, not %s" % (fname, pos, _type_name(obj)))
    return obj


def _bytes_arg(obj):
    if isinstance(obj, bytes):
        return obj
    if isinstance(obj, (bytearray, memoryview)):
        return bytes(obj)
    raise TypeError("a bytes-like object is required, not '%s'" % _type_name(obj))


def _errors_arg(fname, errors, pos=2):
    if errors is None:
        return 'strict'
    if not isinstance(errors, str):
        raise TypeError("%s() argument %d must be str or None, not %s"
                        % (fname, pos, _type_name(errors)))
    return errors


# ---------------------------------------------------------------- registry

@_builtin
def register(search_function):
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _init()
    _search_functions.append(search_function)


@_builtin
def unregister(search_function):
    _init()
    for i, f in enumerate(_search_functions):
        if f is search_function:
            del _search_functions[i]
            break
    _cache.clear()


@_builtin
def lookup(encoding):
    if not isinstance(encoding, str):
        raise TypeError("lookup() argument must be str, not %s" % _type_name(encoding))
    if '\0' in encoding:
        raise ValueError("embedded null character")
    _init()
    key = _normalize(encoding)
    if key in _cache:
        return _cache[key]
    for function in _search_functions:
        result = function(key)
        if result is None:
            continue
        if not isinstance(result, tuple) or len(result) != 4:
            raise TypeError("codec search functions must return 4-tuples")
        _cache[key] = result
        return result
    raise LookupError("unknown encoding: %s" % encoding)


@_builtin
def _forget_codec(encoding):
    _cache.pop(_normalize(encoding), None)


def _wrap_failure(exc, what, encoding):
    # CPython's _PyErr_TrySetFromCause: a plain exception from the codec is
    # re-raised naming the codec, the original as its cause.
    if type(exc) in (TypeError, ValueError, LookupError, AttributeError, IndexError, KeyError,
                     RuntimeError, Exception, OverflowError) and len(exc.args) <= 1:
        new = type(exc)("%s with '%s' codec failed (%s: %s)"
                        % (what, encoding, type(exc).__name__, exc))
        new.__cause__ = exc
        return new
    return None


def _checked_args(fname, encoding, errors):
    if not isinstance(encoding, str):
        raise TypeError("%s() argument 'encoding' must be str, not %s"
                        % (fname, _type_name(encoding)))
    if not isinstance(errors, str):
        raise TypeError("%s() argument 'errors' must be str, not %s"
                        % (fname, _type_name(errors)))


@_builtin
def encode(obj, encoding='utf-8', errors='strict'):
    _checked_args('encode', encoding, errors)
    encoder = lookup(encoding)[0]
    try:
        result = encoder(obj, errors)
    except Exception as exc:
        new = _wrap_failure(exc, 'encoding', encoding)
        if new is None:
            raise
        raise new from exc
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("encoder must return a tuple (object, integer)")
    return result[0]


@_builtin
def decode(obj, encoding='utf-8', errors='strict'):
    _checked_args('decode', encoding, errors)
    decoder = lookup(encoding)[1]
    try:
        result = decoder(obj, errors)
    except Exception as exc:
        new = _wrap_failure(exc, 'decoding', encoding)
        if new is None:
            raise
        raise new from exc
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("decoder must return a tuple (object,integer)")
    return result[0]


def _text_codec(encoding, verb):
    info = lookup(encoding)
    if getattr(info, '_is_text_encoding', True) is False:
        raise LookupError("'%s' is not a text encoding; use codecs.%s() to handle arbitrary codecs"
                          % (encoding, verb))
    return info


def _encode_text(text, encoding, errors):
    """str.encode for a codec or error handler str.encode does not know."""
    info = _text_codec(encoding, 'encode')
    result = info[0](text, errors)
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("encoder must return a tuple (object, integer)")
    value = result[0]
    if isinstance(value, bytearray):
        return bytes(value)
    if not isinstance(value, bytes):
        raise TypeError("'%s' encoder returned '%s' instead of 'bytes'; use codecs.encode() to "
                        "encode to arbitrary types" % (encoding, _type_name(value)))
    return value


def _decode_text(data, encoding, errors):
    """bytes.decode for a codec or error handler bytes.decode does not know."""
    info = _text_codec(encoding, 'decode')
    result = info[1](data, errors)
    if not isinstance(result, tuple) or len(result) != 2:
        raise TypeError("decoder must return a tuple (object,integer)")
    value = result[0]
    if not isinstance(value, str):
        raise TypeError("'%s' decoder returned '%s' instead of 'str'; use codecs.decode() to "
                        "decode to arbitrary types" % (encoding, _type_name(value)))
    return value


# ---------------------------------------------------------- error handlers

_error_handlers = {}


@_builtin
def register_error(errors, handler):
    _str_arg('register_error', errors)
    if not callable(handler):
        raise TypeError("handler must be callable")
    _error_handlers[errors] = handler


@_builtin
def lookup_error(name):
    _str_arg('lookup_error', name)
    if name in _error_handlers:
        return _error_handlers[name]
    raise LookupError("unknown error handler name '%s'" % name)


def _wrong_exception(exc):
    raise TypeError("don't know how to handle %s in error callback" % type(exc).__name__)


@_builtin
def strict_errors(exc):
    if isinstance(exc, BaseException):
        raise exc
    raise TypeError("codec must pass exception instance")


@_builtin
def ignore_errors(exc):
    if isinstance(exc, (UnicodeEncodeError, UnicodeDecodeError, UnicodeTranslateError)):
        return ('', exc.end)
    _wrong_exception(exc)


@_builtin
def replace_errors(exc):
    if isinstance(exc, UnicodeEncodeError):
        return ('?' * max(exc.end - exc.start, 0), exc.end)
    if isinstance(exc, UnicodeDecodeError):
        return ('\ufffd', exc.end)
    if isinstance(exc, UnicodeTranslateError):
        return ('\ufffd' * max(exc.end - exc.start, 0), exc.end)
    _wrong_exception(exc)


@_builtin
def xmlcharrefreplace_errors(exc):
    if isinstance(exc, UnicodeEncodeError):
        return (''.join('&#%d;' % ord(c) for c in exc.object[exc.start:exc.end]), exc.end)
    _wrong_exception(exc)


def _escape(c):
    n = ord(c)
    if n < 0x100:
        return '\\x%02x' % n
    if n < 0x10000:
        return '\\u%04x' % n
    return '\\U%08x' % n


@_builtin
def backslashreplace_errors(exc):
    if isinstance(exc, UnicodeDecodeError):
        return (''.join('\\x%02x' % b for b in exc.object[exc.start:exc.end]), exc.end)
    if isinstance(exc, (UnicodeEncodeError, UnicodeTranslateError)):
        return (''.join(_escape(c) for c in exc.object[exc.start:exc.end]), exc.end)
    _wrong_exception(exc)


@_builtin
def namereplace_errors(exc):
    if isinstance(exc, UnicodeEncodeError):
        import unicodedata
        out = []
        for c in exc.object[exc.start:exc.end]:
            name = unicodedata.name(c, None)
            out.append('\\N{%s}' % name if name is not None else _escape(c))
        return (''.join(out), exc.end)
    _wrong_exception(exc)


@_builtin
def surrogateescape_errors(exc):
    if isinstance(exc, UnicodeDecodeError):
        out = []
        for b in exc.object[exc.start:exc.end][:4]:
            if b < 128:
                break
            out.append(chr(0xDC00 + b))
        if not out:
            raise exc
        return (''.join(out), exc.start + len(out))
    if isinstance(exc, UnicodeEncodeError):
        out = bytearray()
        for c in exc.object[exc.start:exc.end]:
            n = ord(c)
            if not 0xDC80 <= n <= 0xDCFF:
                raise exc
            out.append(n - 0xDC00)
        return (bytes(out), exc.end)
    _wrong_exception(exc)


def _surrogate_width(encoding):
    # The code unit of the encodings surrogatepass knows: (bytes, byte order).
    name = _normalize(encoding).replace('_', '-') if encoding else ''
    table = {'utf-8': (3, ''), 'utf8': (3, ''), 'utf-16': (2, 'little'),
             'utf-16-le': (2, 'little'), 'utf-16le': (2, 'little'), 'utf-16-be': (2, 'big'),
             'utf-16be': (2, 'big'), 'utf-32': (4, 'little'), 'utf-32-le': (4, 'little'),
             'utf-32le': (4, 'little'), 'utf-32-be': (4, 'big'), 'utf-32be': (4, 'big'),
             'utf16': (2, 'little'), 'utf32': (4, 'little')}
    return table.get(name)


@_builtin
def surrogatepass_errors(exc):
    if isinstance(exc, UnicodeEncodeError):
        width = _surrogate_width(exc.encoding)
        if width is None:
            raise exc
        out = bytearray()
        for c in exc.object[exc.start:exc.end]:
            n = ord(c)
            if not 0xD800 <= n <= 0xDFFF:
                raise exc
            if width[0] == 3:
                out += bytes([0xE0 | (n >> 12), 0x80 | ((n >> 6) & 0x3F), 0x80 | (n & 0x3F)])
            else:
                out += n.to_bytes(width[0], width[1])
        return (bytes(out), exc.end)
    if isinstance(exc, UnicodeDecodeError):
        width = _surrogate_width(exc.encoding)
        if width is None:
            raise exc
        data = exc.object[exc.start:exc.start + width[0]]
        n = -1
        if len(data) == width[0]:
            if width[0] == 3:
                if (data[0] & 0xF0) == 0xE0 and (data[1] & 0xC0) == 0x80 and (data[2] & 0xC0) == 0x80:
                    n = ((data[0] & 0x0F) << 12) | ((data[1] & 0x3F) << 6) | (data[2] & 0x3F)
            else:
                n = int.from_bytes(data, width[1])
        if not 0xD800 <= n <= 0xDFFF:
            raise exc
        return (chr(n), exc.start + width[0])
    _wrong_exception(exc)


for _name, _handler in (('strict', strict_errors), ('ignore', ignore_errors),
                        ('replace', replace_errors),
                        ('xmlcharrefreplace', xmlcharrefreplace_errors),
                        ('backslashreplace', backslashreplace_errors),
                        ('namereplace', namereplace_errors),
                        ('surrogateescape', surrogateescape_errors),
                        ('surrogatepass', surrogatepass_errors)):
    _error_handlers[_name] = _handler


def _call_encode_handler(errors, encoding, text, start, end, reason):
    exc = UnicodeEncodeError(encoding, text, start, end, reason)
    result = lookup_error(errors)(exc)
    if (not isinstance(result, tuple) or len(result) != 2
            or not isinstance(result[0], (str, bytes)) or not isinstance(result[1], int)):
        raise TypeError("encoding error handler must return (str/bytes, int) tuple")
    replacement, pos = result
    if pos < 0:
        pos += len(text)
    if not 0 <= pos <= len(text):
        raise IndexError("position %d from error handler out of bounds" % pos)
    return replacement, pos


def _call_decode_handler(errors, encoding, data, start, end, reason):
    exc = UnicodeDecodeError(encoding, data, start, end, reason)
    result = lookup_error(errors)(exc)
    if (not isinstance(result, tuple) or len(result) != 2
            or not isinstance(result[0], str) or not isinstance(result[1], int)):
        raise TypeError("decoding error handler must return (str, int) tuple")
    replacement, pos = result
    if pos < 0:
        pos += len(data)
    if not 0 <= pos <= len(data):
        raise IndexError("position %d from error handler out of bounds" % pos)
    return replacement, pos


def _encode_chars(encoding, text, errors, encode_char, reason, unit=1):
    """Encodes `text` character by character (encode_char gives the bytes
    or None); a run of characters it cannot encode goes to the handler,
    whose bytes must be whole code units of `unit` bytes."""
    out, i, n = [], 0, len(text)
    while i < n:
        b = encode_char(text[i])
        if b is not None:
            out.append(b)
            i += 1
            continue
        j = i + 1
        while j < n and encode_char(text[j]) is None:
            j += 1
        replacement, pos = _call_encode_handler(errors, encoding, text, i, j, reason)
        if isinstance(replacement, bytes):
            if len(replacement) % unit:
                raise UnicodeEncodeError(encoding, text, i, j, reason)
            out.append(replacement)
        else:
            for c in replacement:
                b = encode_char(c)
                if b is None:
                    raise UnicodeEncodeError(encoding, text, i, j, reason)
                out.append(b)
        i = pos
    return b''.join(out)


# ------------------------------------------- UTF-8, ASCII, Latin-1 (native)

def _native_encode(encoding, fname, text, errors):
    _str_arg(fname, text)
    errors = _errors_arg(fname, errors)
    if errors in _NATIVE_ERRORS or errors == 'xmlcharrefreplace':
        return text.encode(encoding, errors), len(text)
    out, i, n = [], 0, len(text)
    while i < n:
        rest = text[i:]
        try:
            out.append(rest.encode(encoding))
            break
        except UnicodeEncodeError as e:
            out.append(rest[:e.start].encode(encoding))
            replacement, pos = _call_encode_handler(errors, encoding, text, i + e.start,
                                                    i + e.end, e.reason)
            if isinstance(replacement, str):
                try:
                    replacement = replacement.encode(encoding)
                except UnicodeEncodeError:
                    raise UnicodeEncodeError(encoding, text, i + e.start, i + e.end, e.reason)
            out.append(replacement)
            i = pos
    return b''.join(out), n


def _native_decode(encoding, fname, data, errors, final):
    data = _bytes_arg(data)
    errors = _errors_arg(fname, errors)
    if final and errors in _NATIVE_ERRORS:
        return data.decode(encoding, errors), len(data)
    out, i, n = [], 0, len(data)
    while i < n:
        rest = data[i:]
        try:
            out.append(rest.decode(encoding))
            i = n
            break
        except UnicodeDecodeError as e:
            out.append(rest[:e.start].decode(encoding))
            if not final and e.reason == 'unexpected end of data':
                i += e.start
                break
            replacement, pos = _call_decode_handler(errors, encoding, data, i + e.start,
                                                    i + e.end, e.reason)
            out.append(replacement)
            i = pos
    return ''.join(out), i


@_builtin
def utf_8_encode(str, errors=None):
    return _native_encode('utf-8', 'utf_8_encode', str, errors)


@_builtin
def utf_8_decode(data, errors=None, final=False):
    return _native_decode('utf-8', 'utf_8_decode', data, errors, final)


@_builtin
def ascii_encode(str, errors=None):
    return _native_encode('ascii', 'ascii_encode', str, errors)


@_builtin
def ascii_decode(data, errors=None):
    return _native_decode('ascii', 'ascii_decode', data, errors, True)


@_builtin
def latin_1_encode(str, errors=None):
    return _native_encode('latin-1', 'latin_1_encode', str, errors)


@_builtin
def latin_1_decode(data, errors=None):
    data = _bytes_arg(data)
    return data.decode('latin-1'), len(data)


@_builtin
def readbuffer_encode(data, errors=None):
    if isinstance(data, str):
        data = data.encode('utf-8')
    data = _bytes_arg(data)
    return data, len(data)


# ----------------------------------------------------------- UTF-16, UTF-32

def _utf16_unit(order):
    def encode_char(c):
        n = ord(c)
        if 0xD800 <= n <= 0xDFFF:
            return None
        if n < 0x10000:
            return n.to_bytes(2, order)
        n -= 0x10000
        return (0xD800 | (n >> 10)).to_bytes(2, order) + (0xDC00 | (n & 0x3FF)).to_bytes(2, order)
    return encode_char


def _utf32_unit(order):
    def encode_char(c):
        n = ord(c)
        if 0xD800 <= n <= 0xDFFF:
            return None
        return n.to_bytes(4, order)
    return encode_char


def _utf_encode(fname, text, errors, byteorder, width):
    _str_arg(fname, text)
    errors = _errors_arg(fname, errors)
    order = 'big' if byteorder > 0 else 'little'
    name = 'utf-%d%s' % (width * 8, '' if byteorder == 0 else '-be' if byteorder > 0 else '-le')
    unit = _utf16_unit(order) if width == 2 else _utf32_unit(order)
    body = _encode_chars(name, text, errors, unit, 'surrogates not allowed', width)
    if byteorder == 0:
        body = (0xFEFF).to_bytes(width, order) + body
    return body, len(text)


def _utf16_decode(data, errors, byteorder, final, name):
    """Decodes UTF-16 in the given byte order; returns (str, consumed)."""
    order = 'big' if byteorder > 0 else 'little'
    out, i, n = [], 0, len(data)
    while i < n:
        if n - i < 2:
            if not final:
                break
            replacement, i = _call_decode_handler(errors, name, data, i, n, 'truncated data')
            out.append(replacement)
            continue
        u = int.from_bytes(data[i:i + 2], order)
        if u < 0xD800 or u > 0xDFFF:
            out.append(chr(u))
            i += 2
            continue
        if u >= 0xDC00:
            replacement, i = _call_decode_handler(errors, name, data, i, i + 2, 'illegal encoding')
            out.append(replacement)
            continue
        if n - i < 4:
            if not final:
                break
            replacement, i = _call_decode_handler(errors, name, data, i, n,
                                                  'unexpected end of data')
            out.append(replacement)
            continue
        u2 = int.from_bytes(data[i + 2:i + 4], order)
        if 0xDC00 <= u2 <= 0xDFFF:
            out.append(chr(0x10000 + ((u - 0xD800) << 10) + (u2 - 0xDC00)))
            i += 4
            continue
        replacement, i = _call_decode_handler(errors, name, data, i, i + 2,
                                              'illegal UTF-16 surrogate')
        out.append(replacement)
    return ''.join(out), i


def _utf32_decode(data, errors, byteorder, final, name):
    order = 'big' if byteorder > 0 else 'little'
    out, i, n = [], 0, len(data)
    while i < n:
        if n - i < 4:
            if not final:
                break
            replacement, i = _call_decode_handler(errors, name, data, i, n, 'truncated data')
            out.append(replacement)
            continue
        u = int.from_bytes(data[i:i + 4], order)
        if u > 0x10FFFF:
            reason = 'code point not in range(0x110000)'
        elif 0xD800 <= u <= 0xDFFF:
            reason = 'code point in surrogate code point range(0xd800, 0xe000)'
        else:
            out.append(chr(u))
            i += 4
            continue
        replacement, i = _call_decode_handler(errors, name, data, i, i + 4, reason)
        out.append(replacement)
    return ''.join(out), i


def _utf_ex_decode(fname, data, errors, byteorder, final, width):
    """The BOM-detecting decoder: (str, consumed, byte order found)."""
    data = _bytes_arg(data)
    errors = _errors_arg(fname, errors)
    start = 0
    if byteorder == 0 and len(data) >= width:
        head = int.from_bytes(data[:width], 'little')
        if head == 0xFEFF:
            byteorder, start = -1, width
        elif head == (0xFFFE if width == 2 else 0xFFFE0000):
            byteorder, start = 1, width
    elif byteorder == 0 and not final:
        return '', 0, 0
    order = byteorder if byteorder else -1
    decoder = _utf16_decode if width == 2 else _utf32_decode
    name = 'utf-%d%s' % (width * 8, '-be' if order > 0 else '-le')
    text, consumed = decoder(data[start:], errors, order, final, name)
    return text, consumed + start, byteorder


@_builtin
def utf_16_encode(str, errors=None, byteorder=0):
    return _utf_encode('utf_16_encode', str, errors, byteorder, 2)


@_builtin
def utf_16_le_encode(str, errors=None):
    return _utf_encode('utf_16_le_encode', str, errors, -1, 2)


@_builtin
def utf_16_be_encode(str, errors=None):
    return _utf_encode('utf_16_be_encode', str, errors, 1, 2)


@_builtin
def utf_16_decode(data, errors=None, final=False):
    text, consumed, _ = _utf_ex_decode('utf_16_decode', data, errors, 0, final, 2)
    return text, consumed


@_builtin
def utf_16_le_decode(data, errors=None, final=False):
    data = _bytes_arg(data)
    return _utf16_decode(data, _errors_arg('utf_16_le_decode', errors), -1, final, 'utf-16-le')


@_builtin
def utf_16_be_decode(data, errors=None, final=False):
    data = _bytes_arg(data)
    return _utf16_decode(data, _errors_arg('utf_16_be_decode', errors), 1, final, 'utf-16-be')


@_builtin
def utf_16_ex_decode(data, errors=None, byteorder=0, final=False):
    return _utf_ex_decode('utf_16_ex_decode', data, errors, byteorder, final, 2)


@_builtin
def utf_32_encode(str, errors=None, byteorder=0):
    return _utf_encode('utf_32_encode', str, errors, byteorder, 4)


@_builtin
def utf_32_le_encode(str, errors=None):
    return _utf_encode('utf_32_le_encode', str, errors, -1, 4)


@_builtin
def utf_32_be_encode(str, errors=None):
    return _utf_encode('utf_32_be_encode', str, errors, 1, 4)


@_builtin
def utf_32_decode(data, errors=None, final=False):
    text, consumed, _ = _utf_ex_decode('utf_32_decode', data, errors, 0, final, 4)
    return text, consumed


@_builtin
def utf_32_le_decode(data, errors=None, final=False):
    data = _bytes_arg(data)
    return _utf32_decode(data, _errors_arg('utf_32_le_decode', errors), -1, final, 'utf-32-le')


@_builtin
def utf_32_be_decode(data, errors=None, final=False):
    data = _bytes_arg(data)
    return _utf32_decode(data, _errors_arg('utf_32_be_decode', errors), 1, final, 'utf-32-be')


@_builtin
def utf_32_ex_decode(data, errors=None, byteorder=0, final=False):
    return _utf_ex_decode('utf_32_ex_decode', data, errors, byteorder, final, 4)


# -------------------------------------------------------------------- UTF-7

_B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
_B64_VALUE = {c: i for i, c in enumerate(_B64)}
# RFC 2152's direct characters (CPython encodes the optional ones directly too,
# but for '+', '\\' and '~', which it encodes in base 64)
_UTF7_DIRECT = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'(),-./:? \t\r\n"
                   '!"#$%&*;<=>@[]^_`{|}')


@_builtin
def utf_7_encode(str, errors=None):
    text = _str_arg('utf_7_encode', str)
    _errors_arg('utf_7_encode', errors)
    out, bits, nbits, in_shift = [], 0, 0, False
    for c in text:
        n = ord(c)
        if in_shift:
            if c in _UTF7_DIRECT:
                if nbits:
                    out.append(_B64[(bits << (6 - nbits)) & 0x3F])
                    bits = nbits = 0
                if c in _B64_VALUE or c == '-':
                    out.append('-')
                in_shift = False
                out.append(c)
                continue
        elif c == '+':
            out.append('+-')
            continue
        elif c in _UTF7_DIRECT:
            out.append(c)
            continue
        else:
            out.append('+')
            in_shift = True
        units = [n] if n < 0x10000 else [0xD800 | ((n - 0x10000) >> 10),
                                         0xDC00 | ((n - 0x10000) & 0x3FF)]
        for u in units:
            bits = (bits << 16) | u
            nbits += 16
            while nbits >= 6:
                nbits -= 6
                out.append(_B64[(bits >> nbits) & 0x3F])
            bits &= (1 << nbits) - 1
    if in_shift:
        if nbits:
            out.append(_B64[(bits << (6 - nbits)) & 0x3F])
        out.append('-')
    return ''.join(out).encode('ascii'), len(text)


@_builtin
def utf_7_decode(data, errors=None, final=False):
    # A port of CPython's PyUnicode_DecodeUTF7Stateful, error spans included.
    data = _bytes_arg(data)
    errors = _errors_arg('utf_7_decode', errors)
    out, s, e = [], 0, len(data)
    in_shift, bits, nbits, surrogate = False, 0, 0, 0
    start = shift_out = 0  # the shift sequence's '+' in data, its first character in out
    while s < e:
        ch = data[s]
        reason = None
        if in_shift:
            c = chr(ch)
            if c in _B64_VALUE:
                bits = (bits << 6) | _B64_VALUE[c]
                nbits += 6
                s += 1
                if nbits >= 16:
                    u = (bits >> (nbits - 16)) & 0xFFFF
                    nbits -= 16
                    bits &= (1 << nbits) - 1
                    if surrogate:
                        if 0xDC00 <= u <= 0xDFFF:
                            out.append(chr(0x10000 + ((surrogate - 0xD800) << 10) + (u - 0xDC00)))
                            surrogate = 0
                            continue
                        out.append(chr(surrogate))
                        surrogate = 0
                    if 0xD800 <= u <= 0xDBFF:
                        surrogate = u
                    else:
                        out.append(chr(u))
                continue
            in_shift = False
            if nbits >= 6:
                s += 1
                reason = 'partial character in shift sequence'
            elif nbits and bits:
                s += 1
                reason = 'non-zero padding bits in shift sequence'
            else:
                if surrogate and ch < 128 and ch != 0x2B:
                    out.append(chr(surrogate))
                surrogate = 0
                if ch == 0x2D:
                    s += 1
                continue
        elif ch == 0x2B:
            start = s
            s += 1
            if s < e and data[s] == 0x2D:
                s += 1
                out.append('+')
                continue
            if s < e and chr(data[s]) not in _B64_VALUE:
                s += 1
                reason = 'ill-formed sequence'
            else:
                in_shift, surrogate, shift_out, bits, nbits = True, 0, len(out), 0, 0
                continue
        elif ch < 128:
            s += 1
            out.append(chr(ch))
            continue
        else:
            start = s
            s += 1
            reason = 'unexpected special character'
        replacement, s = _call_decode_handler(errors, 'utf7', data, start, s, reason)
        out.append(replacement)
    if in_shift and final:
        in_shift = False
        if surrogate or nbits >= 6 or (nbits and bits):
            replacement, s = _call_decode_handler(errors, 'utf7', data, start, e,
                                                  'unterminated shift sequence')
            out.append(replacement)
            if s < e:
                text, _ = utf_7_decode(data[s:], errors, final)
                out.append(text)
    if not final and in_shift:
        del out[shift_out:]
        return ''.join(out), start
    return ''.join(out), e if final else s


# ------------------------------------------------ unicode_escape and kin

_SIMPLE_ESCAPES = {'\\': '\\', "'": "'", '"': '"', 'a': '\x07', 'b': '\x08', 'f': '\x0c',
                   'n': '\n', 'r': '\r', 't': '\t', 'v': '\x0b'}


def _hex_escape(data, i, digits, errors, name, out, message):
    """Decodes `digits` hex digits after the escape at i; returns the next position."""
    start = i
    i += 2
    value = 0
    for k in range(digits):
        if i + k >= len(data) or chr(data[i + k]) not in '0123456789abcdefABCDEF':
            replacement, pos = _call_decode_handler(errors, name, data, start, i + k, message)
            out.append(replacement)
            return pos
        value = value * 16 + int(chr(data[i + k]), 16)
    if value > 0x10FFFF:
        replacement, pos = _call_decode_handler(errors, name, data, start, i + digits,
                                                'illegal Unicode character')
        out.append(replacement)
        return pos
    out.append(chr(value))
    return i + digits


@_builtin
def unicode_escape_decode(data, errors=None, final=True):
    if isinstance(data, str):
        data = data.encode('utf-8')
    data = _bytes_arg(data)
    errors = _errors_arg('unicode_escape_decode', errors)
    name = 'unicodeescape'
    out, i, n = [], 0, len(data)
    while i < n:
        b = data[i]
        if b != 0x5C:
            out.append(chr(b))
            i += 1
            continue
        if i + 1 >= n:
            if not final:
                break
            replacement, i = _call_decode_handler(errors, name, data, i, n,
                                                  '\\ at end of string')
            out.append(replacement)
            continue
        c = chr(data[i + 1])
        if not final and c in 'xuUN' and _incomplete_escape(data, i):
            break
        if c in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[c])
            i += 2
        elif c in '01234567':
            j, value = i + 1, 0
            while j < n and j < i + 4 and chr(data[j]) in '01234567':
                value = value * 8 + data[j] - 48
                j += 1
            out.append(chr(value))
            i = j
        elif c == 'x':
            i = _hex_escape(data, i, 2, errors, name, out, 'truncated \\xXX escape')
        elif c == 'u':
            i = _hex_escape(data, i, 4, errors, name, out, 'truncated \\uXXXX escape')
        elif c == 'U':
            i = _hex_escape(data, i, 8, errors, name, out, 'truncated \\UXXXXXXXX escape')
        elif c == 'N':
            end = data.find(b'}', i + 3) if i + 2 < n and data[i + 2] == 0x7B else -1
            if end < 0 or end == i + 3:
                replacement, i = _call_decode_handler(errors, name, data, i,
                                                      n if end < 0 else end + 1,
                                                      'malformed \\N character escape')
                out.append(replacement)
                continue
            import unicodedata
            try:
                out.append(unicodedata.lookup(data[i + 3:end].decode('latin-1')))
                i = end + 1
            except KeyError:
                replacement, i = _call_decode_handler(errors, name, data, i, end + 1,
                                                      'unknown Unicode character name')
                out.append(replacement)
        else:
            out.append('\\' + c)
            i += 2
    return ''.join(out), i


def _incomplete_escape(data, i):
    rest = data[i + 2:]
    c = chr(data[i + 1])
    if c == 'N':
        return b'}' not in rest
    need = {'x': 2, 'u': 4, 'U': 8}[c]
    return len(rest) < need and all(chr(b) in '0123456789abcdefABCDEF' for b in rest)


@_builtin
def unicode_escape_encode(str, errors=None):
    text = _str_arg('unicode_escape_encode', str)
    out = []
    for c in text:
        n = ord(c)
        if c == '\\':
            out.append('\\\\')
        elif c == '\t':
            out.append('\\t')
        elif c == '\n':
            out.append('\\n')
        elif c == '\r':
            out.append('\\r')
        elif 0x20 <= n < 0x7F:
            out.append(c)
        else:
            out.append(_escape(c))
    return ''.join(out).encode('ascii'), len(text)


@_builtin
def raw_unicode_escape_encode(str, errors=None):
    text = _str_arg('raw_unicode_escape_encode', str)
    out = bytearray()
    for c in text:
        n = ord(c)
        if n < 0x100:
            out.append(n)
        elif n < 0x10000:
            out += b'\\u%04x' % n
        else:
            out += b'\\U%08x' % n
    return bytes(out), len(text)


@_builtin
def raw_unicode_escape_decode(data, errors=None, final=True):
    if isinstance(data, str):
        data = data.encode('utf-8')
    data = _bytes_arg(data)
    errors = _errors_arg('raw_unicode_escape_decode', errors)
    name = 'rawunicodeescape'
    out, i, n = [], 0, len(data)
    while i < n:
        b = data[i]
        if b != 0x5C:
            out.append(chr(b))
            i += 1
            continue
        j = i
        while j < n and data[j] == 0x5C:
            j += 1
        # backslashes stand for themselves, but for the last of an odd run before u or U
        run = j - i
        if run % 2 == 0 or j >= n or data[j] not in (0x75, 0x55):
            if not final and j >= n:
                out.append('\\' * (run - 1))
                i = j - 1
                break
            out.append('\\' * run)
            i = j
            continue
        out.append('\\' * (run - 1))
        i = j - 1
        digits = 4 if data[j] == 0x75 else 8
        hexpart = data[i + 2:i + 2 + digits]
        if len(hexpart) < digits and not final and all(chr(h) in '0123456789abcdefABCDEF'
                                                       for h in hexpart):
            break
        k = 0
        while k < len(hexpart) and chr(hexpart[k]) in '0123456789abcdefABCDEF':
            k += 1
        if k < digits:
            replacement, i = _call_decode_handler(
                errors, name, data, i, i + 2 + k,
                'truncated \\uXXXX escape' if digits == 4 else 'truncated \\UXXXXXXXX escape')
            out.append(replacement)
            continue
        value = int(hexpart.decode('ascii'), 16)
        if value > 0x10FFFF:
            replacement, i = _call_decode_handler(errors, name, data, i, i + 2 + digits,
                                                  '\\Uxxxxxxxx out of range')
            out.append(replacement)
            continue
        out.append(chr(value))
        i += 2 + digits
    return ''.join(out), i


@_builtin
def escape_encode(data, errors=None):
    if not isinstance(data, bytes):
        raise TypeError("argument 1 must be bytes, not %s" % _type_name(data))
    out = bytearray()
    for b in data:
        if b == 0x5C or b == 0x27:
            out += b'\\' + bytes([b])
        elif b == 0x09:
            out += b'\\t'
        elif b == 0x0A:
            out += b'\\n'
        elif b == 0x0D:
            out += b'\\r'
        elif b < 0x20 or b >= 0x7F:
            out += b'\\x%02x' % b
        else:
            out.append(b)
    return bytes(out), len(data)


@_builtin
def escape_decode(data, errors=None):
    if isinstance(data, str):
        data = data.encode('utf-8')
    data = _bytes_arg(data)
    errors = _errors_arg('escape_decode', errors)
    out, i, n = bytearray(), 0, len(data)
    simple = {0x5C: 0x5C, 0x27: 0x27, 0x22: 0x22, 0x61: 7, 0x62: 8, 0x66: 12, 0x6E: 10,
              0x72: 13, 0x74: 9, 0x76: 11}
    while i < n:
        b = data[i]
        if b != 0x5C:
            out.append(b)
            i += 1
            continue
        if i + 1 >= n:
            raise ValueError("Trailing \\ in string")
        c = data[i + 1]
        if c in simple:
            out.append(simple[c])
            i += 2
        elif c == 0x0A:
            i += 2
        elif 0x30 <= c <= 0x37:
            j, value = i + 1, 0
            while j < n and j < i + 4 and 0x30 <= data[j] <= 0x37:
                value = value * 8 + data[j] - 0x30
                j += 1
            out.append(value & 0xFF)
            i = j
        elif c == 0x78:
            hexpart = data[i + 2:i + 4]
            if len(hexpart) == 2 and all(chr(h) in '0123456789abcdefABCDEF' for h in hexpart):
                out.append(int(hexpart.decode('ascii'), 16))
                i += 4
            elif errors == 'strict':
                raise ValueError("invalid \\x escape at position %d" % i)
            elif errors == 'replace':
                out.append(0x3F)
                i += 2 + sum(1 for _ in hexpart[:1] if chr(hexpart[0]) in
                             '0123456789abcdefABCDEF')
            elif errors == 'ignore':
                i += 2 + sum(1 for _ in hexpart[:1] if chr(hexpart[0]) in
                             '0123456789abcdefABCDEF')
            else:
                raise ValueError("decoding error; unknown error handling code: %s" % errors)
        else:
            out += bytes([0x5C, c])
            i += 2
    return bytes(out), n


# ------------------------------------------------------------------ charmap

@_builtin
def charmap_build(map):
    _str_arg('charmap_build', map)
    return {ord(c): i for i, c in enumerate(map)}


@_builtin
def charmap_decode(data, errors=None, mapping=None):
    data = _bytes_arg(data)
    errors = _errors_arg('charmap_decode', errors)
    if mapping is None:
        return data.decode('latin-1'), len(data)
    out, i, n = [], 0, len(data)
    while i < n:
        b = data[i]
        if isinstance(mapping, str):
            c = mapping[b] if b < len(mapping) else '\ufffe'
        else:
            try:
                c = mapping[b]
            except LookupError:
                c = None
            if isinstance(c, int):
                if not 0 <= c <= 0x10FFFF:
                    raise TypeError("character mapping must be in range(0x110000)")
                c = chr(c)
            elif c is not None and not isinstance(c, str):
                raise TypeError("character mapping must return integer, None or str")
        if c is None or c == '\ufffe':
            replacement, i = _call_decode_handler(errors, 'charmap', data, i, i + 1,
                                                  'character maps to <undefined>')
            out.append(replacement)
            continue
        out.append(c)
        i += 1
    return ''.join(out), n


@_builtin
def charmap_encode(str, errors=None, mapping=None):
    text = _str_arg('charmap_encode', str)
    errors = _errors_arg('charmap_encode', errors)
    if mapping is None:
        return latin_1_encode(text, errors)

    def encode_char(c):
        try:
            v = mapping[ord(c)]
        except LookupError:
            return None
        if v is None:
            return None
        if isinstance(v, int):
            if not 0 <= v < 256:
                raise TypeError("character mapping must be in range(256)")
            return bytes([v])
        if isinstance(v, bytes):
            return v
        raise TypeError("character mapping must return integer, bytes or None, not %s"
                        % _type_name(v))
    return _encode_chars('charmap', text, errors, encode_char,
                         'character maps to <undefined>'), len(text)
