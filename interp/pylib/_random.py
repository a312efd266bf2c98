"""_random for hyexec: the Mersenne Twister (MT19937) generator CPython's
random.py (embedded) subclasses, as CPython's C module: seed, random,
getrandbits, getstate and setstate with its seeding, its draws and its
errors. The words and the position are a Python list (`_mt`) the native
_mt19937 draws from; hyexec's small numpy seeds it by numpy's rules through
_init_genrand and _init_by_array."""

import _mt19937

_N = 624
_MASK = 0xffffffff


class Random:
    """Random() -> create a random number generator with its own internal state."""

    def __init__(self, *args, **kwargs):
        if kwargs and type(self).__init__ is Random.__init__:
            raise TypeError('Random() takes no keyword arguments')
        if len(args) > 1:
            raise TypeError('Random() requires 0 or 1 argument')
        self.seed(*args)

    def _init_genrand(self, s):
        mt = [0] * _N
        mt[0] = s & _MASK
        for i in range(1, _N):
            prev = mt[i - 1]
            mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MASK
        # The words and the position: the state _mt19937 draws from.
        self._mt = mt + [_N]

    def _init_by_array(self, key):
        self._init_genrand(19650218)
        mt = self._mt
        i, j = 1, 0
        for _ in range(max(_N, len(key))):
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & _MASK
            i += 1
            j += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
            if j >= len(key):
                j = 0
        for _ in range(_N - 1):
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & _MASK
            i += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
        mt[0] = 0x80000000

    def seed(self, n=None, /):
        """seed([n]) -> None.

        Defaults to use urandom and falls back to a combination
        of the current time and the process identifier."""
        if n is None:
            import os
            n = int.from_bytes(os.urandom(_N * 4), 'little')
        elif isinstance(n, int):
            n = abs(int(n))
        else:
            # Any other object seeds by its hash, read as an unsigned C size_t.
            n = hash(n) & 0xffffffffffffffff
        key = []
        while n:
            key.append(n & _MASK)
            n >>= 32
        self._init_by_array(key or [0])

    def random(self):
        """random() -> x in the interval [0, 1)."""
        return _mt19937.random(self._mt)

    def getrandbits(self, k, /):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        k = _index(k)
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        if k == 0:
            return 0
        if k <= 32:
            return _mt19937.genrand(self._mt) >> (32 - k)
        result = 0
        shift = 0
        while k > 0:
            r = _mt19937.genrand(self._mt)
            if k < 32:
                r >>= 32 - k
            result |= r << shift
            shift += 32
            k -= 32
        return result

    def getstate(self):
        """getstate() -> tuple containing the current state."""
        return tuple(self._mt)

    def setstate(self, state, /):
        """setstate(state) -> None.  Restores generator state."""
        if not isinstance(state, tuple):
            raise TypeError('state vector must be a tuple')
        if len(state) != _N + 1:
            raise ValueError('state vector is the wrong size')
        words = [_unsigned_long(w) & _MASK for w in state[:_N]]
        index = _index(state[_N])
        if not -(1 << 63) <= index < (1 << 63):
            raise OverflowError('Python int too large to convert to C long')
        if index < 0 or index > _N:
            raise ValueError('invalid state')
        self._mt = words + [index]



def _index(n):
    """An integer argument, as C's PyNumber_Index reads it."""
    if isinstance(n, int):
        return int(n)
    index = getattr(type(n), '__index__', None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__)
    return index(n)


def _unsigned_long(n):
    """A word of a state vector, as C's PyLong_AsUnsignedLong reads it."""
    if not isinstance(n, int):
        raise TypeError('an integer is required')
    if n < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if n >= 1 << 64:
        raise OverflowError('Python int too large to convert to C unsigned long')
    return int(n)
