# _sympy: sympy's number theory for snippets that import sympy where it is
# not installed (or whose import was stripped). The offline oracle answers
# `sympy` with this module (an uncertain answer: errors after it are
# oracle-dependent). Competition and forum code uses sympy for primes,
# factorisations and divisors; those are computed exactly here, with sympy's
# argument rules and orderings. Differences from sympy: results are Python
# ints where sympy gives its Integer (they print the same); symbolic algebra
# is not here: what this module lacks falls back to the oracle (module
# __getattr__).
from _mock import Mock as _Mock
import math as _math

_small_primes = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)


def _as_int(n, what='n'):
    # sympy accepts integer-valued numbers and rejects the rest.
    if isinstance(n, bool) or isinstance(n, int):
        return int(n)
    if isinstance(n, float) and n.is_integer():
        return int(n)
    raise ValueError('%s is not an integer' % (n,))


def isprime(n):
    # Deterministic Miller-Rabin: these bases decide every n < 3.3e24, and
    # beyond that a composite passing all of them is not known.
    try:
        n = _as_int(n)
    except ValueError:
        return False
    if n < 2:
        return False
    for p in _small_primes:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in _small_primes:
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def nextprime(n, ith=1):
    n = int(n)
    ith = _as_int(ith, 'ith')
    if ith <= 0:
        raise ValueError('ith should be positive')
    for _ in range(ith):
        n = 2 if n < 2 else n + 1
        while not isprime(n):
            n += 1
    return n


def prevprime(n):
    n = int(_math.ceil(n)) if isinstance(n, float) else _as_int(n)
    if n < 3:
        raise ValueError('no preceding primes')
    n -= 1
    while not isprime(n):
        n -= 1
    return n


def primerange(a, b=None):
    if b is None:
        a, b = 2, a
    n = max(_as_int(_math.ceil(a)), 2)
    b = _math.ceil(b)
    while n < b:
        if isprime(n):
            yield n
        n += 1


def primepi(n):
    n = int(n)
    return len(list(primerange(2, n + 1))) if n >= 2 else 0


def prime(nth):
    nth = _as_int(nth, 'nth')
    if nth < 1:
        raise ValueError('nth must be a positive integer; prime(1) == 2')
    n = 1
    for _ in range(nth):
        n = nextprime(n)
    return n


def factorint(n, limit=None, multiple=False):
    n = _as_int(n)
    factors = {}
    if n < 0:
        factors[-1] = 1
        n = -n
    if n < 2:
        if n == 0:
            factors[0] = 1
    else:
        p = 2
        while p * p <= n:
            while n % p == 0:
                factors[p] = factors.get(p, 0) + 1
                n //= p
            p += 1 if p == 2 else 2
        if n > 1:
            factors[n] = factors.get(n, 0) + 1
    if multiple:
        return [p for p in sorted(factors) for _ in range(factors[p])]
    return factors


def primefactors(n, limit=None, verbose=False):
    return sorted(p for p in factorint(n) if p > 1)


def divisors(n, generator=False, proper=False):
    n = abs(_as_int(n))
    if n == 0:
        return iter([]) if generator else []
    small, large = [], []
    d = 1
    while d * d <= n:
        if n % d == 0:
            small.append(d)
            if d * d != n:
                large.append(n // d)
        d += 1
    out = small + large[::-1]
    if proper:
        out = out[:-1]
    return iter(out) if generator else out


def divisor_count(n, modulus=1, proper=False):
    n = _as_int(n)
    if not modulus:
        return 0
    if modulus != 1:
        n, r = divmod(n, modulus)
        if r:
            return 0
    if n == 0:
        return 0
    count = 1
    for e in factorint(abs(n)).values():
        count *= e + 1
    return count - 1 if proper else count


def divisor_sigma(n, k=1):
    return sum(d ** k for d in divisors(n))


def totient(n):
    n = _as_int(n)
    if n < 1:
        raise ValueError('n must be a positive integer')
    out = n
    for p in factorint(n):
        out = out // p * (p - 1)
    return out


def gcd(*args):
    if len(args) == 1 and not isinstance(args[0], int):
        args = tuple(args[0])
    return _math.gcd(*[_as_int(a) for a in args])


def lcm(*args):
    if len(args) == 1 and not isinstance(args[0], int):
        args = tuple(args[0])
    return _math.lcm(*[_as_int(a) for a in args])


igcd, ilcm = gcd, lcm


def factorial(n):
    return _math.factorial(_as_int(n))


def binomial(n, k):
    n, k = _as_int(n), _as_int(k)
    return _math.comb(n, k) if 0 <= k <= n else 0


def mod_inverse(a, m):
    try:
        return pow(_as_int(a), -1, _as_int(m))
    except ValueError:
        raise ValueError('inverse of %s (mod %s) does not exist' % (a, m)) from None


def integer_nthroot(y, n):
    y, n = _as_int(y), _as_int(n)
    if y < 0:
        raise ValueError('y must be nonnegative')
    if n < 1:
        raise ValueError('n must be positive')
    if y < 2 ** 52:
        x = int(round(y ** (1.0 / n)))
    else:
        # Newton's method from above: the float guess has too few digits.
        x = 1 << -(-y.bit_length() // n)
        while True:
            nxt = ((n - 1) * x + y // x ** (n - 1)) // n
            if nxt >= x:
                break
            x = nxt
    while x ** n > y:
        x -= 1
    while (x + 1) ** n <= y:
        x += 1
    return x, x ** n == y


class _Sieve:
    """sympy.sieve: the primes in order, 1-based."""

    def __getitem__(self, i):
        if isinstance(i, slice):
            start = 1 if i.start is None else i.start
            return [prime(k) for k in range(start, i.stop, i.step or 1)]
        return prime(i)

    def primerange(self, a, b=None):
        return primerange(a, b)

    def search(self, n):
        n = _as_int(_math.ceil(n))
        if n < 2:
            raise ValueError('n should be >= 2 but got: %s' % n)
        k = primepi(n)
        return (k, k) if isprime(n) else (k, k + 1)

    def extend(self, n):
        pass

    def __contains__(self, n):
        return isprime(n)


sieve = _Sieve()


def __getattr__(name):
    # What this module lacks is the oracle's to supply, as for any unknown;
    # not its dunders, which Python's machinery probes (`__all__`).
    if name.startswith('__'):
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    return _Mock('sympy.' + name)
