"""hashlib for hyexec: md5, sha1, sha256 and sha224 written out in the Python
subset hyexec runs (same digests as CPython's); other algorithms raise
ValueError as for an unsupported hash type."""

import math as _math

_MASK = 0xffffffff
_MD5_SHIFTS = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
_MD5_K = [int(abs(_math.sin(i + 1)) * 4294967296) & _MASK for i in range(64)]


def _rotl(x, n):
    return ((x << n) | (x >> (32 - n))) & _MASK


def _rotr(x, n):
    return ((x >> n) | (x << (32 - n))) & _MASK


def _md5_block(state, block):
    s, k = _MD5_SHIFTS, _MD5_K
    m = [int.from_bytes(block[i:i + 4], 'little') for i in range(0, 64, 4)]
    a, b, c, d = state
    for i in range(64):
        if i < 16:
            f = (b & c) | (~b & d)
            g = i
        elif i < 32:
            f = (d & b) | (~d & c)
            g = (5 * i + 1) % 16
        elif i < 48:
            f = b ^ c ^ d
            g = (3 * i + 5) % 16
        else:
            f = c ^ (b | (~d & _MASK))
            g = (7 * i) % 16
        f = (f + a + k[i] + m[g]) & _MASK
        a, d, c = d, c, b
        b = (b + _rotl(f, s[i])) & _MASK
    return [(x + y) & _MASK for x, y in zip(state, [a, b, c, d])]


def _sha1_block(state, block):
    w = [int.from_bytes(block[i:i + 4], 'big') for i in range(0, 64, 4)]
    for i in range(16, 80):
        w.append(_rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1))
    a, b, c, d, e = state
    for i in range(80):
        if i < 20:
            f, k = (b & c) | (~b & d), 0x5A827999
        elif i < 40:
            f, k = b ^ c ^ d, 0x6ED9EBA1
        elif i < 60:
            f, k = (b & c) | (b & d) | (c & d), 0x8F1BBCDC
        else:
            f, k = b ^ c ^ d, 0xCA62C1D6
        a, b, c, d, e = (_rotl(a, 5) + (f & _MASK) + e + k + w[i]) & _MASK, a, _rotl(b, 30), c, d
    return [(x + y) & _MASK for x, y in zip(state, [a, b, c, d, e])]


_K256 = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]


def _sha256_block(state, block):
    w = [int.from_bytes(block[i:i + 4], 'big') for i in range(0, 64, 4)]
    for i in range(16, 64):
        s0 = _rotr(w[i - 15], 7) ^ _rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
        s1 = _rotr(w[i - 2], 17) ^ _rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
        w.append((w[i - 16] + s0 + w[i - 7] + s1) & _MASK)
    a, b, c, d, e, f, g, h = state
    for i in range(64):
        s1 = _rotr(e, 6) ^ _rotr(e, 11) ^ _rotr(e, 25)
        ch = (e & f) ^ (~e & g)
        t1 = (h + s1 + ch + _K256[i] + w[i]) & _MASK
        s0 = _rotr(a, 2) ^ _rotr(a, 13) ^ _rotr(a, 22)
        maj = (a & b) ^ (a & c) ^ (b & c)
        t2 = (s0 + maj) & _MASK
        a, b, c, d, e, f, g, h = (t1 + t2) & _MASK, a, b, c, (d + t1) & _MASK, e, f, g
    return [(x + y) & _MASK for x, y in zip(state, [a, b, c, d, e, f, g, h])]


class _Hash:
    def __init__(self, data=b''):
        self._data = b''
        self.update(data)

    def update(self, data):
        if isinstance(data, str):
            raise TypeError('Strings must be encoded before hashing')
        self._data += bytes(data)

    def copy(self):
        h = type(self)()
        h._data = self._data
        return h

    def _padded(self, byteorder):
        n = len(self._data)
        padding = b'\x80' + b'\x00' * ((55 - n) % 64)
        return self._data + padding + (n * 8).to_bytes(8, byteorder)

    def digest(self):
        msg = self._padded(self._byteorder)
        state = list(self._initial)
        for i in range(0, len(msg), 64):
            state = self._block(state, msg[i:i + 64])
        out = b''.join(x.to_bytes(4, self._byteorder) for x in state)
        return out[:self.digest_size]

    def hexdigest(self):
        return self.digest().hex()


class _MD5(_Hash):
    name = 'md5'
    digest_size = 16
    block_size = 64
    _byteorder = 'little'
    _initial = (0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476)
    _block = staticmethod(_md5_block)


class _SHA1(_Hash):
    name = 'sha1'
    digest_size = 20
    block_size = 64
    _byteorder = 'big'
    _initial = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0)
    _block = staticmethod(_sha1_block)


class _SHA256(_Hash):
    name = 'sha256'
    digest_size = 32
    block_size = 64
    _byteorder = 'big'
    _initial = (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    _block = staticmethod(_sha256_block)


class _SHA224(_SHA256):
    name = 'sha224'
    digest_size = 28
    _initial = (0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
                0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4)


def md5(data=b'', **kwargs):
    return _MD5(data)


def sha1(data=b'', **kwargs):
    return _SHA1(data)


def sha256(data=b'', **kwargs):
    return _SHA256(data)


def sha224(data=b'', **kwargs):
    return _SHA224(data)


_ALGORITHMS = {'md5': md5, 'sha1': sha1, 'sha256': sha256, 'sha224': sha224}
algorithms_guaranteed = set(_ALGORITHMS)
algorithms_available = set(_ALGORITHMS)


def new(name, data=b'', **kwargs):
    try:
        return _ALGORITHMS[name.lower()](data)
    except KeyError:
        raise ValueError('unsupported hash type ' + name) from None
