# _numpy_random: numpy.random of hyexec's small numpy (np.random). The
# legacy RandomState that np.random.seed/rand/randint... use, on the same
# MT19937 as CPython's random with numpy's own seeding and drawing
# algorithms, so a seeded program draws what it draws under numpy
# (np.random.seed(0); np.random.randint(0, 10, 5) is [5 0 3 3 7]).
# Draws of more than 100000 values are the oracle's stand-ins, as the small
# numpy's other big arrays. Distributions not here fall back to the oracle
# (module __getattr__).
import random as _random
import _mt19937
from _mock import Mock as _Mock

_MAX32 = 0xFFFFFFFF


def _np():
    import _numpy
    return _numpy


class RandomState:
    def __init__(self, seed=None):
        self._mt = _random.Random()
        self.seed(seed)

    def seed(self, seed=None):
        if seed is None:
            self._mt.seed(None)
        elif isinstance(seed, (list, tuple, _np().ndarray)):
            key = [int(k) for k in seed]
            if not key:
                raise ValueError('Seed must be non-empty')
            if any(k < 0 or k > _MAX32 for k in key):
                raise ValueError('Seed must be between 0 and 2**32 - 1')
            self._mt._init_by_array(key)
        else:
            if isinstance(seed, float):
                raise TypeError("Cannot cast scalar from dtype('float64') to dtype('int64') "
                                "according to the rule 'safe'")
            s = seed.__index__()
            if s < 0 or s > _MAX32:
                raise ValueError('Seed must be between 0 and 2**32 - 1')
            self._mt._init_genrand(s)
        self._gauss = None

    # -- the bit generator's draws (the state list of CPython's random)
    def _double(self):
        return _mt19937.random(self._mt._mt)

    def _bounded(self, rng, n=None):
        # Ints in [0, rng] by masked rejection, as numpy's legacy integers.
        if rng >= 1 << 63:
            raise ValueError('high - low is out of bounds for int64')
        draws = _mt19937.bounded(self._mt._mt, rng, 1 if n is None else n)
        return draws[0] if n is None else draws

    def _gauss_draws(self, n):
        # numpy's legacy normals: drawn in pairs, the second kept for the
        # next call.
        out = []
        if self._gauss is not None and n:
            out.append(self._gauss)
            self._gauss = None
        need = n - len(out)
        if need:
            pairs = _mt19937.gauss_pairs(self._mt._mt, (need + 1) // 2)
            out += pairs[:need]
            if need % 2:
                self._gauss = pairs[-1]
        return out

    def _gauss_draw(self):
        return self._gauss_draws(1)[0]

    def _fill(self, size, draw, many=None):
        # One draw, or an array of `size` of them (`many(n)` draws n at once).
        if size is None:
            return draw()
        shape = (size,) if isinstance(size, int) else tuple(size)
        if _np()._too_big(shape):
            return _Mock('np.random()')  # as the small numpy's other big arrays
        n = 1
        for d in shape:
            n *= d
        return _np()._make(many(n) if many else [draw() for _ in range(n)], shape)

    # -- uniform
    def random_sample(self, size=None):
        return self._fill(size, self._double, lambda n: _mt19937.randoms(self._mt._mt, n))

    random = ranf = sample = random_sample

    def rand(self, *dims):
        return self.random_sample(dims or None)

    def uniform(self, low=0.0, high=1.0, size=None):
        return self._fill(size, lambda: low + (high - low) * self._double())

    # -- integers
    def randint(self, low, high=None, size=None, dtype=int):
        if high is None:
            low, high = 0, low
        low, high = int(low), int(high)
        if low >= high:
            raise ValueError('low >= high')
        rng = high - 1 - low
        return self._fill(size, lambda: low + self._bounded(rng),
                          lambda n: [low + v for v in self._bounded(rng, n)])

    def random_integers(self, low, high=None, size=None):
        if high is None:
            low, high = 1, low
        return self.randint(low, high + 1, size)

    # -- normal
    def standard_normal(self, size=None):
        return self._fill(size, self._gauss_draw, self._gauss_draws)

    def randn(self, *dims):
        return self.standard_normal(dims or None)

    def normal(self, loc=0.0, scale=1.0, size=None):
        return self._fill(size, lambda: loc + scale * self._gauss_draw(),
                          lambda n: [loc + scale * g for g in self._gauss_draws(n)])

    # -- permutations
    def shuffle(self, x):
        np = _np()
        n = len(x)
        if isinstance(x, np.ndarray) and len(x._shape) > 1:
            row = len(x._data) // n
            for i in reversed(range(1, n)):
                j = self._bounded(i)
                d = x._data
                d[i * row:(i + 1) * row], d[j * row:(j + 1) * row] = \
                    d[j * row:(j + 1) * row], d[i * row:(i + 1) * row]
            return
        for i in reversed(range(1, n)):
            j = self._bounded(i)
            x[i], x[j] = x[j], x[i]

    def permutation(self, x):
        np = _np()
        if isinstance(x, int):
            arr = np.arange(x)
        else:
            arr = np.array(x).copy()
            if not arr._shape:
                raise IndexError('x must be an integer or at least 1-dimensional')
        self.shuffle(arr)
        return arr

    def choice(self, a, size=None, replace=True, p=None):
        np = _np()
        if size is None and p is None and isinstance(a, (list, tuple, range)) and a:
            return a[self._bounded(len(a) - 1)]  # what snippets call in loops
        pool = None if isinstance(a, int) else np.array(a)
        pop = a if pool is None else len(pool)
        n = 1
        if size is not None:
            for d in ((size,) if isinstance(size, int) else size):
                n *= d
        if pop <= 0 and n:
            raise ValueError("'a' must be greater than 0 unless no samples are taken" if pool is None
                             else "'a' cannot be empty unless no samples are taken")
        if p is not None:
            p = [float(w) for w in p]
            if len(p) != pop:
                raise ValueError("'a' and 'p' must have same size")
        if replace:
            if p is not None:
                cdf = _cdf(p)
                draw = lambda: _search_right(cdf, self._double())
                idx = self._fill(size, draw)
            else:
                idx = self.randint(0, pop, size)
        else:
            if n > pop:
                raise ValueError("Cannot take a larger sample than population when 'replace=False'")
            if p is not None:
                picks = []
                while len(picks) < n:
                    u = [self._double() for _ in range(n - len(picks))]
                    for k in picks:
                        p[k] = 0.0
                    cdf = _cdf(p)
                    for v in u:
                        k = _search_right(cdf, v)
                        if k not in picks and len(picks) < n:
                            picks.append(k)
                flat = picks
            else:
                flat = self.permutation(pop)._data[:n]
            idx = flat[0] if size is None else np._make(flat, (size,) if isinstance(size, int) else size)
        if pool is None:
            return idx
        return pool[idx]


def _cdf(p):
    out, total = [], 0.0
    for w in p:
        total += w
        out.append(total)
    return [c / out[-1] for c in out]


def _search_right(cdf, v):
    lo, hi = 0, len(cdf)
    while lo < hi:
        mid = (lo + hi) // 2
        if v < cdf[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


_global = RandomState()
seed = _global.seed
random_sample = random = ranf = sample = _global.random_sample
rand = _global.rand
uniform = _global.uniform
randint = _global.randint
random_integers = _global.random_integers
standard_normal = _global.standard_normal
randn = _global.randn
normal = _global.normal
shuffle = _global.shuffle
permutation = _global.permutation
choice = _global.choice


class _Generator(RandomState):
    """np.random.default_rng()'s Generator. Its PCG64 stream is not
    reproduced: the draws are numbers of the right kinds and ranges."""

    def integers(self, low, high=None, size=None, dtype=int, endpoint=False):
        if high is None:
            low, high = 0, low
        return self.randint(low, high + 1 if endpoint else high, size)


def default_rng(seed=None):
    return _Generator(seed if isinstance(seed, int) else None)


def __getattr__(name):
    if name.startswith('__'):
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    return _Mock('np.random.' + name)
