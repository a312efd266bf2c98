"""codecs for hyexec, the part pickle needs until the module is complete:
encode and decode through str.encode / bytes.decode, and escape_decode
(the bytes-literal escapes of pickle's protocol-0 strings). CPython's
other names are unsupported, named (stdlib_attrs)."""

__all__ = ["encode", "decode", "escape_decode"]


def encode(obj, encoding='utf-8', errors='strict'):
    return obj.encode(encoding, errors)


def decode(obj, encoding='utf-8', errors='strict'):
    return bytes(obj).decode(encoding, errors)


_SIMPLE = {'\n': '', '\\': '\\', "'": "'", '"': '"', 'a': '\a', 'b': '\b', 'f': '\f',
           'n': '\n', 'r': '\r', 't': '\t', 'v': '\v'}


def escape_decode(data, errors=None):
    "The bytes a bytes literal's escapes stand for, and the length consumed."
    if isinstance(data, str):
        data = data.encode('latin-1')
    text = bytes(data).decode('latin-1')
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        i += 1
        if c != '\\':
            out.append(c)
            continue
        if i >= n:
            raise ValueError("Trailing \\ in string")
        c = text[i]
        i += 1
        if c in _SIMPLE:
            out.append(_SIMPLE[c])
        elif c in '01234567':
            j = i
            while j < n and j < i + 2 and text[j] in '01234567':
                j += 1
            out.append(chr(int(text[i - 1:j], 8) & 0xff))
            i = j
        elif c == 'x':
            digits = text[i:i + 2]
            if len(digits) < 2 or any(d not in '0123456789abcdefABCDEF' for d in digits):
                raise ValueError("invalid \\x escape at position %d" % (i - 2))
            out.append(chr(int(digits, 16)))
            i += 2
        else:
            out.append('\\' + c)
    return ''.join(out).encode('latin-1'), len(data)

