# _mt19937 for CPython: hyexec's native Mersenne Twister draws
# (interp/module_mt19937.cpp) in Python, written beside a run-N.py whose run
# used the small numpy, so that its np.random draws the same numbers.
import math

_N, _M = 624, 397


def genrand(state):
    pos = state[_N]
    if pos < 0 or pos >= _N:
        mt = state
        for k in range(_N):
            y = (mt[k] & 0x80000000) | (mt[(k + 1) % _N] & 0x7fffffff)
            mt[k] = mt[(k + _M) % _N] ^ (y >> 1) ^ (0x9908b0df if y & 1 else 0)
        pos = 0
    y = state[pos]
    state[_N] = pos + 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9d2c5680
    y ^= (y << 15) & 0xefc60000
    y ^= y >> 18
    return y & 0xffffffff


def random(state):
    a, b = genrand(state) >> 5, genrand(state) >> 6
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)


def randoms(state, n):
    return [random(state) for _ in range(n)]


def bounded(state, rng, n):
    mask = rng
    for shift in (1, 2, 4, 8, 16, 32):
        mask |= mask >> shift
    out = []
    for _ in range(n):
        x = 0
        while rng != 0:
            x = genrand(state) if rng <= 0xffffffff else (genrand(state) << 32) | genrand(state)
            if rng == 0xffffffff:
                break
            x &= mask
            if x <= rng:
                break
        out.append(x)
    return out


def gauss_pairs(state, k):
    out = []
    for _ in range(k):
        while True:
            x1 = 2.0 * random(state) - 1.0
            x2 = 2.0 * random(state) - 1.0
            r2 = x1 * x1 + x2 * x2
            if 0.0 < r2 < 1.0:
                break
        f = math.sqrt(-2.0 * math.log(r2) / r2)
        out += [f * x2, f * x1]
    return out
