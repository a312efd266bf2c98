"""base64 for hyexec: Base16, Base32 (and its extended hex alphabet) and
Base64 (standard, URL-safe, MIME lines) encodings with CPython's results
and errors, over binascii; Base85 and Ascii85 are unsupported, named."""

import re
import binascii
from _unsupported import function as _unsupported

__all__ = ['encode', 'decode', 'encodebytes', 'decodebytes', 'b64encode', 'b64decode',
           'b32encode', 'b32decode', 'b32hexencode', 'b32hexdecode', 'b16encode', 'b16decode',
           'b85encode', 'b85decode', 'a85encode', 'a85decode', 'standard_b64encode',
           'standard_b64decode', 'urlsafe_b64encode', 'urlsafe_b64decode']

bytes_types = (bytes, bytearray)


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        if not s.isascii():
            raise ValueError('string argument should contain only ASCII characters')
        return s.encode('ascii')
    if isinstance(s, bytes_types):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII string, not %r" %
                    s.__class__.__name__) from None


def _translate(s, frm, to):
    table = dict(zip(frm, to))
    return bytes(table.get(c, c) for c in s)


def b64encode(s, altchars=None):
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return _translate(encoded, b'+/', altchars)
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = _translate(s, altchars, b'+/')
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return _translate(b64encode(s), b'+/', b'-_')


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    s = _translate(s, b'-_', b'+/')
    return b64decode(s)


_b32alphabet = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
_b32hexalphabet = b'0123456789ABCDEFGHIJKLMNOPQRSTUV'


def _b32encode(alphabet, s):
    if not isinstance(s, bytes_types):
        s = memoryview(s).tobytes()
    leftover = len(s) % 5
    if leftover:
        s = s + b'\0' * (5 - leftover)
    encoded = bytearray()
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i: i + 5], 'big')
        for shift in range(35, -1, -5):
            encoded.append(alphabet[(c >> shift) & 31])
    if leftover == 1:
        encoded[-6:] = b'======'
    elif leftover == 2:
        encoded[-4:] = b'===='
    elif leftover == 3:
        encoded[-3:] = b'==='
    elif leftover == 4:
        encoded[-1:] = b'='
    return bytes(encoded)


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error('Incorrect padding')
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = _translate(s, b'01', b'O' + map01)
    if casefold:
        s = s.upper()
    l = len(s)
    s = s.rstrip(b'=')
    padchars = l - len(s)
    decoded = bytearray()
    rev = {v: k for k, v in enumerate(alphabet)}
    for i in range(0, len(s), 8):
        quanta = s[i: i + 8]
        acc = 0
        try:
            for c in quanta:
                acc = (acc << 5) + rev[c]
        except KeyError:
            raise binascii.Error('Non-base32 digit found') from None
        decoded += acc.to_bytes(5, 'big') if len(quanta) == 8 else b''
        if len(quanta) < 8:
            acc <<= 5 * (8 - len(quanta))
            decoded += acc.to_bytes(5, 'big')
    if l % 8 or padchars not in {0, 1, 3, 4, 6}:
        raise binascii.Error('Incorrect padding')
    if padchars and decoded:
        acc_bytes = (43 - 5 * padchars) // 8
        decoded[-5:] = decoded[-5:][:acc_bytes]
    return bytes(decoded)


def b32encode(s):
    return _b32encode(_b32alphabet, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_b32alphabet, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_b32hexalphabet, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_b32hexalphabet, s, casefold)


def b16encode(s):
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    if re.search(b'[^0-9A-F]', s):
        raise binascii.Error('Non-base16 digit found')
    return binascii.unhexlify(s)


a85encode = _unsupported('base64.a85encode')
a85decode = _unsupported('base64.a85decode')
b85encode = _unsupported('base64.b85encode')
b85decode = _unsupported('base64.b85decode')

MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def encodebytes(s):
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        chunk = s[i: i + MAXBINSIZE]
        pieces.append(binascii.b2a_base64(chunk))
    return b"".join(pieces)


def decodebytes(s):
    return binascii.a2b_base64(s)


def encode(input, output):
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        while len(s) < MAXBINSIZE:
            ns = input.read(MAXBINSIZE - len(s))
            if not ns:
                break
            s += ns
        line = binascii.b2a_base64(s)
        output.write(line)


def decode(input, output):
    while True:
        line = input.readline()
        if not line:
            break
        s = binascii.a2b_base64(line)
        output.write(s)
