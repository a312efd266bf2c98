"""binascii for hyexec: hex, base64 and CRC conversions with CPython's
results and errors (written in the Python subset hyexec runs); uuencode,
quoted-printable and binhex's helpers are unsupported, named."""

from _unsupported import function as _unsupported


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


_B64 = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
_B64_INDEX = {c: i for i, c in enumerate(_B64)}
_HEX = b'0123456789abcdef'
_HEX_VALUE = {c: int(chr(c), 16) for c in b'0123456789abcdefABCDEF'}


def _bytes(data, what='a bytes-like object is required, not '):
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    raise TypeError(what + repr(type(data).__name__))


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


b2a_uu = _unsupported('binascii.b2a_uu')
a2b_uu = _unsupported('binascii.a2b_uu')
b2a_qp = _unsupported('binascii.b2a_qp')
a2b_qp = _unsupported('binascii.a2b_qp')
