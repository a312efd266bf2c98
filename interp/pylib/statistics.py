"""statistics for hyexec: the averages and spreads with CPython's exact
arithmetic and result types (written in the Python subset hyexec runs)."""

import math as _math
from fractions import Fraction as _Fraction


class StatisticsError(ValueError):
    pass


def _exact(x):
    if isinstance(x, float):
        if x != x or x in (float('inf'), float('-inf')):
            return None
        return _Fraction(x)
    return _Fraction(x)


def _result_type(data):
    T = int
    for x in data:
        if isinstance(x, float) or T is float:
            T = float
        elif isinstance(x, _Fraction) and T is int:
            T = _Fraction
    return T


def _convert(value, T):
    if T is int:
        if value.denominator == 1:
            return value.numerator
        T = float
    if T is float:
        return value.numerator / value.denominator
    return value


def _sum(data):
    """The exact sum as a Fraction, and the type CPython would report it in
    (or a float when an infinity or NaN is among the data)."""
    total = _Fraction(0)
    special = None
    for x in data:
        e = _exact(x)
        if e is None:
            special = x if special is None else special + x
        else:
            total += e
    return total, special


def mean(data):
    data = list(data)
    n = len(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    total, special = _sum(data)
    if special is not None:
        return special
    return _convert(total / n, _result_type(data))


def fmean(data, weights=None):
    data = list(data)
    if not data:
        raise StatisticsError('fmean requires at least one data point')
    if weights is None:
        return _math.fsum(data) / len(data)
    weights = list(weights)
    return _math.fsum(x * w for x, w in zip(data, weights)) / _math.fsum(weights)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2] if n % 2 == 1 else data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2]


def mode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    if not counts:
        raise StatisticsError('no mode for empty data')
    best = max(counts.values())
    for x, c in counts.items():
        if c == best:
            return x


def multimode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    if not counts:
        return []
    best = max(counts.values())
    return [x for x, c in counts.items() if c == best]


def _ss(data, c=None):
    exact = [_exact(x) for x in data]
    if c is None:
        c = sum(exact, _Fraction(0)) / len(exact)
    else:
        c = _exact(c)
    return sum(((x - c) ** 2 for x in exact), _Fraction(0))


def variance(data, xbar=None):
    data = list(data)
    n = len(data)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(_ss(data, xbar) / (n - 1), _result_type(data))


def pvariance(data, mu=None):
    data = list(data)
    n = len(data)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(_ss(data, mu) / n, _result_type(data))


def _float_sqrt(f):
    return _math.sqrt(f.numerator / f.denominator) if isinstance(f, _Fraction) else _math.sqrt(f)


def stdev(data, xbar=None):
    data = list(data)
    n = len(data)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    return _float_sqrt(_ss(data, xbar) / (n - 1))


def pstdev(data, mu=None):
    data = list(data)
    n = len(data)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    return _float_sqrt(_ss(data, mu) / n)
