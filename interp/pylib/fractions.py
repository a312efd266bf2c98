"""fractions for hyexec: Fraction with CPython's arithmetic, comparisons,
hash, repr and str (written in the Python subset hyexec runs)."""

import math as _math

_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159


def _parse(s):
    s = s.strip()
    sign = 1
    if s[:1] in '+-':
        sign = -1 if s[0] == '-' else 1
        s = s[1:]
    if '/' in s:
        num, _, den = s.partition('/')
        if not num.strip().isdigit() or not den.strip().isdigit() or num != num.strip() or den != den.strip():
            return None
        return sign * int(num), int(den)
    mantissa, _, exp = s.replace('E', 'e').partition('e')
    whole, _, frac = mantissa.partition('.')
    if not (whole + frac).isdigit() or (exp and not exp.lstrip('+-').isdigit()):
        return None
    num = int(whole + frac) if whole + frac else 0
    den = 10 ** len(frac)
    e = int(exp) if exp else 0
    if e >= 0:
        num *= 10 ** e
    else:
        den *= 10 ** -e
    return sign * num, den


class Fraction:
    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int or isinstance(numerator, int):
                self._numerator = int(numerator)
                self._denominator = 1
                return self
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return self
            if isinstance(numerator, float):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError('argument should be a string or a Rational instance')
        elif isinstance(numerator, int) and isinstance(denominator, int):
            pass
        elif isinstance(numerator, (int, Fraction)) and isinstance(denominator, (int, Fraction)):
            a = Fraction(numerator)
            b = Fraction(denominator)
            numerator = a._numerator * b._denominator
            denominator = a._denominator * b._numerator
        else:
            raise TypeError('both arguments should be Rational instances')
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        g = _math.gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator = int(numerator) // g
        self._denominator = int(denominator) // g
        return self

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    @classmethod
    def from_float(cls, f):
        return cls(f)

    @classmethod
    def from_decimal(cls, d):
        return cls(str(d))

    def as_integer_ratio(self):
        return self._numerator, self._denominator

    def is_integer(self):
        return self._denominator == 1

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1)
        return Fraction(p0 + k * p1, q0 + k * q1)

    def __repr__(self):
        return '%s(%s, %s)' % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    def _operands(self, other):
        if isinstance(other, Fraction):
            return other
        if isinstance(other, int):
            return Fraction(other)
        return None

    def _binary(self, other, op, reflected):
        o = self._operands(other)
        if o is not None:
            return op(o, self) if reflected else op(self, o)
        if isinstance(other, float):
            return op(other, float(self)) if reflected else op(float(self), other)
        if isinstance(other, complex):
            return op(other, complex(float(self))) if reflected else op(complex(float(self)), other)
        return NotImplemented

    def __add__(self, other): return self._binary(other, _add, False)
    def __radd__(self, other): return self._binary(other, _add, True)
    def __sub__(self, other): return self._binary(other, _sub, False)
    def __rsub__(self, other): return self._binary(other, _sub, True)
    def __mul__(self, other): return self._binary(other, _mul, False)
    def __rmul__(self, other): return self._binary(other, _mul, True)
    def __truediv__(self, other): return self._binary(other, _div, False)
    def __rtruediv__(self, other): return self._binary(other, _div, True)
    def __floordiv__(self, other): return self._binary(other, _floordiv, False)
    def __rfloordiv__(self, other): return self._binary(other, _floordiv, True)
    def __mod__(self, other): return self._binary(other, _mod, False)
    def __rmod__(self, other): return self._binary(other, _mod, True)

    def __divmod__(self, other):
        return (self // other, self % other)

    def __pow__(self, other):
        if isinstance(other, int):
            if other >= 0:
                return Fraction(self._numerator ** other, self._denominator ** other)
            if self._numerator == 0:
                raise ZeroDivisionError('Fraction(%s, 0)' % (self._denominator ** -other))
            return Fraction(self._denominator ** -other, self._numerator ** -other)
        if isinstance(other, Fraction) and other._denominator == 1:
            return self ** other._numerator
        return float(self) ** (float(other) if isinstance(other, Fraction) else other)

    def __rpow__(self, other):
        if self._denominator == 1 and self._numerator >= 0:
            return other ** self._numerator
        return other ** float(self)

    def __neg__(self):
        return Fraction(-self._numerator, self._denominator)

    def __pos__(self):
        return Fraction(self._numerator, self._denominator)

    def __abs__(self):
        return Fraction(abs(self._numerator), self._denominator)

    def __int__(self):
        if self._numerator < 0:
            return -(-self._numerator // self._denominator)
        return self._numerator // self._denominator

    def __trunc__(self):
        return self.__int__()

    def __floor__(self):
        return self._numerator // self._denominator

    def __ceil__(self):
        return -(-self._numerator // self._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(self):
        return self._numerator / self._denominator

    def __bool__(self):
        return self._numerator != 0

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    def __eq__(self, other):
        if isinstance(other, Fraction) or isinstance(other, int):
            o = Fraction(other)
            return self._numerator == o._numerator and self._denominator == o._denominator
        if isinstance(other, float):
            if other != other or other in (float('inf'), float('-inf')):
                return False
            return self == Fraction(other)
        if isinstance(other, complex):
            return other.imag == 0 and self == other.real
        return NotImplemented

    def _compare(self, other, op):
        if isinstance(other, (int, Fraction)):
            o = Fraction(other)
            return op(self._numerator * o._denominator, o._numerator * self._denominator)
        if isinstance(other, float):
            if other != other or other in (float('inf'), float('-inf')):
                return op(0.0, other)
            return self._compare(Fraction(other), op)
        return NotImplemented

    def __lt__(self, other): return self._compare(other, _lt)
    def __le__(self, other): return self._compare(other, _le)
    def __gt__(self, other): return self._compare(other, _gt)
    def __ge__(self, other): return self._compare(other, _ge)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _add(a, b):
    if isinstance(a, Fraction):
        return Fraction(a._numerator * b._denominator + b._numerator * a._denominator,
                        a._denominator * b._denominator)
    return a + b


def _sub(a, b):
    if isinstance(a, Fraction):
        return Fraction(a._numerator * b._denominator - b._numerator * a._denominator,
                        a._denominator * b._denominator)
    return a - b


def _mul(a, b):
    if isinstance(a, Fraction):
        return Fraction(a._numerator * b._numerator, a._denominator * b._denominator)
    return a * b


def _div(a, b):
    if isinstance(a, Fraction):
        if b._numerator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % (a._numerator * b._denominator))
        return Fraction(a._numerator * b._denominator, a._denominator * b._numerator)
    return a / b


def _floordiv(a, b):
    if isinstance(a, Fraction):
        return (a._numerator * b._denominator) // (a._denominator * b._numerator)
    return a // b


def _mod(a, b):
    if isinstance(a, Fraction):
        return Fraction((a._numerator * b._denominator) % (b._numerator * a._denominator),
                        a._denominator * b._denominator)
    return a % b


def _lt(a, b): return a < b
def _le(a, b): return a <= b
def _gt(a, b): return a > b
def _ge(a, b): return a >= b
