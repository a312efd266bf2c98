"""binascii for hyexec: hex, base64 and CRC conversions with CPython's
results and errors (written in the Python subset hyexec runs): hex,
base64, uuencode, quoted-printable, CRC-32 and CRC-CCITT."""


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


_B64 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
_B64_INDEX = {c: i for i, c in enumerate(_B64)}
_HEX = b'0123456789abcdef'
_HEX_VALUE = {c: int(chr(c), 16) for c in b'0123456789abcdefABCDEF'}


def _bytes(data, what='a bytes-like object is required, not '):
    # Any object with the buffer protocol: bytes, bytearray, memoryview, array.
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    try:
        view = memoryview(data)
    except TypeError:
        raise TypeError(what + repr(type(data).__name__)) from None
    return view.tobytes()


def _ascii(data):
    # The a2b_* functions take ASCII str as well as bytes.
    if isinstance(data, str):
        if not data.isascii():
            raise ValueError('string argument should contain only ASCII characters')
        return data.encode('ascii')
    return _bytes(data, "argument should be bytes, buffer or ASCII string, not ")


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _bytes(data)
    out = bytearray()
    for b in data:
        out.append(_HEX[b >> 4])
        out.append(_HEX[b & 15])
    if sep is None:
        return bytes(out)
    if isinstance(sep, str):
        sep = sep.encode('ascii')
    if len(sep) != 1:
        raise ValueError('sep must be length 1.')
    pairs = [bytes(out[i:i + 2]) for i in range(0, len(out), 2)]
    n = abs(bytes_per_sep)
    if n == 0 or not pairs:
        return bytes(out)
    groups = []
    if bytes_per_sep > 0:
        first = len(pairs) % n or n
        groups.append(b''.join(pairs[:first]))
        for i in range(first, len(pairs), n):
            groups.append(b''.join(pairs[i:i + n]))
    else:
        for i in range(0, len(pairs), n):
            groups.append(b''.join(pairs[i:i + n]))
    return sep.join(groups)


b2a_hex = hexlify


def unhexlify(hexstr):
    data = _ascii(hexstr)
    if len(data) % 2:
        raise Error('Odd-length string')
    out = bytearray()
    for i in range(0, len(data), 2):
        hi = _HEX_VALUE.get(data[i])
        lo = _HEX_VALUE.get(data[i + 1])
        if hi is None or lo is None:
            raise Error('Non-hexadecimal digit found')
        out.append(hi * 16 + lo)
    return bytes(out)


a2b_hex = unhexlify


def b2a_base64(data, *, newline=True):
    data = _bytes(data)
    out = bytearray()
    for i in range(0, len(data) - 2, 3):
        n = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63], _B64[n & 63]))
    rest = len(data) % 3
    if rest == 1:
        n = data[-1] << 16
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63])) + b'=='
    elif rest == 2:
        n = (data[-2] << 16) | (data[-1] << 8)
        out += bytes((_B64[n >> 18], _B64[(n >> 12) & 63], _B64[(n >> 6) & 63])) + b'='
    if newline:
        out += b'\n'
    return bytes(out)


def a2b_base64(data, *, strict_mode=False):
    data = _ascii(data)
    if strict_mode and data and data[0] == 61:
        raise Error('Leading padding not allowed')
    quads = []
    pads = 0
    for pos, c in enumerate(data):
        if c == 61:  # '='
            if strict_mode and not quads:
                raise Error('Leading padding not allowed')
            pads += 1
            # Padding ends the data once the group is complete.
            if (len(quads) % 4) >= 2 and (len(quads) % 4) + pads >= 4:
                if strict_mode and pos + 1 != len(data):
                    raise Error('Excess data after padding')
                break
            continue
        value = _B64_INDEX.get(c)
        if value is None:
            if strict_mode:
                raise Error('Only base64 data is allowed')
            continue
        if strict_mode and pads:
            raise Error('Discontinuous padding not allowed')
        pads = 0
        quads.append(value)
    left = len(quads) % 4
    if left == 1:
        raise Error('Invalid base64-encoded string: number of data characters (%d) cannot be 1 '
                    'more than a multiple of 4' % len(quads))
    if left and (len(quads) % 4) + pads < 4:
        raise Error('Incorrect padding')
    out = bytearray()
    for i in range(0, len(quads) - left, 4):
        n = (quads[i] << 18) | (quads[i + 1] << 12) | (quads[i + 2] << 6) | quads[i + 3]
        out += bytes((n >> 16, (n >> 8) & 255, n & 255))
    if left == 2:
        n = (quads[-2] << 18) | (quads[-1] << 12)
        out.append(n >> 16)
    elif left == 3:
        n = (quads[-3] << 18) | (quads[-2] << 12) | (quads[-1] << 6)
        out += bytes((n >> 16, (n >> 8) & 255))
    return bytes(out)


def _crc32_table():
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


_CRC32 = _crc32_table()


def crc32(data, crc=0):
    data = _bytes(data)
    crc = ~crc & 0xFFFFFFFF
    table = _CRC32
    for b in data:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return ~crc & 0xFFFFFFFF


def crc_hqx(data, crc):
    data = _bytes(data)
    crc &= 0xFFFF
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def b2a_uu(data, *, backtick=False):
    """One uuencoded line: a length character, 4 characters per 3 bytes."""
    data = _bytes(data)
    if len(data) > 45:
        raise Error('At most 45 bytes at once')

    def char(v):
        return 0x60 if backtick and not v else 0x20 + v
    out = bytearray([char(len(data))])
    padded = data + bytes(-len(data) % 3)
    for i in range(0, len(padded), 3):
        n = (padded[i] << 16) | (padded[i + 1] << 8) | padded[i + 2]
        out += bytes([char((n >> 18) & 63), char((n >> 12) & 63), char((n >> 6) & 63),
                      char(n & 63)])
    out.append(10)
    return bytes(out)


def a2b_uu(data):
    """Decodes one uuencoded line; as CPython's, missing characters at the end
    of the line count as zeros (whitespace an editor ate)."""
    data = _ascii(data)
    n = ((data[0] if data else 0) - 32) & 63
    out = bytearray()
    acc = bits = 0
    i = 1
    while len(out) < n:
        c = data[i] if i < len(data) else 0
        if c in (10, 13) or i >= len(data):
            c = 0
        else:
            if c < 32 or c > 96:
                raise Error('Illegal char')
            c = (c - 32) & 63
        acc = (acc << 6) | c
        bits += 6
        if bits >= 8:
            bits -= 8
            out.append((acc >> bits) & 0xFF)
            acc &= (1 << bits) - 1
        i += 1
    for c in data[i:]:
        if c not in (32, 96, 10, 13):
            raise Error('Trailing garbage')
    return bytes(out)


_HEX_UPPER = b'0123456789ABCDEF'


def a2b_qp(data, header=False):
    """Quoted-printable decoding: =XX escapes, soft line breaks, `_` for a
    space in headers; a malformed escape stays as it is."""
    data = _ascii(data)
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        c = data[i]
        if c == 61:  # '='
            i += 1
            if i >= n:
                break
            if data[i] in (10, 13):  # a soft line break
                if data[i] != 10:
                    while i < n and data[i] != 10:
                        i += 1
                if i < n:
                    i += 1
            elif data[i] == 61:
                out.append(61)
                i += 1
            elif i + 1 < n and data[i] in _HEX_VALUE and data[i + 1] in _HEX_VALUE:
                out.append(_HEX_VALUE[data[i]] << 4 | _HEX_VALUE[data[i + 1]])
                i += 2
            else:
                out.append(61)
        elif header and c == 95:  # '_'
            out.append(32)
            i += 1
        else:
            out.append(c)
            i += 1
    return bytes(out)


def b2a_qp(data, quotetabs=False, istext=True, header=False):
    """Quoted-printable encoding with CPython's choices: lines of at most 76
    characters, CRLF line ends kept when the data uses them, trailing
    whitespace on a line escaped."""
    data = _bytes(data)
    n = len(data)
    nl = data.find(b'\n')
    crlf = nl > 0 and data[nl - 1] == 13
    eol = b'\r\n' if crlf else b'\n'
    out = bytearray()
    i = linelen = 0
    while i < n:
        c = data[i]
        last = i + 1 == n
        nxt = data[i + 1] if not last else None
        if (c > 126 or c == 61 or (header and c == 95)
                or (c == 46 and linelen == 0 and (last or nxt in (10, 13, 0)))
                or (not istext and c in (10, 13))
                or (c in (9, 32) and last)
                or (c < 33 and c not in (10, 13) and (quotetabs or c not in (9, 32)))):
            if linelen + 3 >= 76:
                out += b'=' + eol
                linelen = 0
            out += bytes([61, _HEX_UPPER[c >> 4], _HEX_UPPER[c & 15]])
            i += 1
            linelen += 3
        elif istext and (c == 10 or (not last and c == 13 and nxt == 10)):
            linelen = 0
            if out and out[-1] in (32, 9):  # whitespace before a line end
                ch = out[-1]
                out[-1] = 61
                out += bytes([_HEX_UPPER[ch >> 4], _HEX_UPPER[ch & 15]])
            out += eol
            i += 2 if c == 13 else 1
        else:
            if not last and nxt != 10 and linelen + 1 >= 76:
                out += b'=' + eol
                linelen = 0
            linelen += 1
            out.append(95 if header and c == 32 else c)
            i += 1
    return bytes(out)
