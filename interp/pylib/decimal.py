"""decimal for hyexec: finite decimal numbers with CPython's default context
(28 significant digits, ROUND_HALF_EVEN), written in the Python subset
hyexec runs. A Decimal is a sign, an integer coefficient and a power-of-ten
exponent, as in CPython's _pydecimal; arithmetic is exact and then rounded
to the context's precision. Not modelled: NaN, infinities, signals and
traps other than division by zero, and the functions beyond arithmetic,
quantize, sqrt and the conversions."""

from _hyexec import unsupported as _unsupported

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'


class DecimalException(ArithmeticError):
    pass


class InvalidOperation(DecimalException):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class Context:
    def __init__(self, prec=28, rounding=ROUND_HALF_EVEN):
        self.prec = prec
        self.rounding = rounding


_context = Context()


def getcontext():
    return _context


def setcontext(context):
    global _context
    _context = context


def _round_digits(coef, drop, negative, rounding, sticky=False):
    """coef with its last `drop` digits removed, rounded; `sticky`: nonzero
    digits beyond those."""
    if drop <= 0:
        return coef
    div = 10 ** drop
    q, r = divmod(coef, div)
    half = div // 2
    if rounding == ROUND_DOWN or (rounding == ROUND_FLOOR and not negative) or \
            (rounding == ROUND_CEILING and negative):
        up = False
    elif rounding in (ROUND_UP, ROUND_CEILING, ROUND_FLOOR):
        up = r > 0 or sticky
    elif rounding == ROUND_HALF_UP:
        up = r >= half and (r > 0 or sticky)
    elif rounding == ROUND_HALF_DOWN:
        up = r > half or (r == half and sticky)
    elif rounding == ROUND_05UP:
        up = (r > 0 or sticky) and q % 10 in (0, 5)
    else:
        up = r > half or (r == half and (sticky or q % 2 == 1))
    return q + 1 if up else q


def _coerced(op):
    """The operator `op` with its operand converted (an int becomes a
    Decimal); NotImplemented for any other type, so Python raises TypeError."""
    def f(self, other):
        other = _convert(other)
        if other is NotImplemented:
            return other
        return op(self, other)
    f.__name__ = op.__name__
    return f


class Decimal:
    def __init__(self, value='0', context=None):
        if isinstance(value, Decimal):
            self._sign, self._coef, self._exp = value._sign, value._coef, value._exp
        elif isinstance(value, bool) or isinstance(value, int):
            self._sign = 1 if value < 0 else 0
            self._coef = -value if value < 0 else value
            self._exp = 0
        elif isinstance(value, float):
            if value != value or value in (float('inf'), float('-inf')):
                _unsupported('Decimal infinities and NaNs')
            n, d = value.as_integer_ratio()
            k = d.bit_length() - 1  # d is 2 ** k
            self._sign = 1 if n < 0 or (n == 0 and str(value).startswith('-')) else 0
            self._coef = (-n if n < 0 else n) * 5 ** k
            self._exp = -k
        elif isinstance(value, str):
            self._parse(value.strip().replace('_', ''))
        elif isinstance(value, tuple):
            sign, digits, exp = value
            self._sign = sign
            self._coef = int(''.join(str(d) for d in digits) or '0')
            self._exp = exp
        else:
            raise TypeError('conversion from ' + type(value).__name__ + ' to Decimal is not supported')

    def _parse(self, s):
        text = s
        sign = 0
        if s[:1] in ('+', '-'):
            sign = 1 if s[0] == '-' else 0
            s = s[1:]
        exp = 0
        low = s.lower()
        if low in ('inf', 'infinity') or low.startswith(('nan', 'snan')):
            _unsupported('Decimal infinities and NaNs')
        if 'e' in low:
            i = low.index('e')
            try:
                exp = int(s[i + 1:])
            except ValueError:
                raise InvalidOperation([InvalidOperation])
            s = s[:i]
        whole, _, frac = s.partition('.')
        digits = whole + frac
        if not digits or not digits.isdigit() or not digits.isascii():
            raise InvalidOperation([InvalidOperation])
        self._sign = sign
        self._coef = int(digits)
        self._exp = exp - len(frac)

    @classmethod
    def _make(cls, sign, coef, exp, rounded=True):
        d = object.__new__(cls)
        d._sign, d._coef, d._exp = sign, coef, exp
        return d._fix() if rounded else d

    def _fix(self):
        """Rounded to the context's precision."""
        prec = _context.prec
        n = len(str(self._coef))
        if n > prec:
            drop = n - prec
            coef = _round_digits(self._coef, drop, self._sign == 1, _context.rounding)
            exp = self._exp + drop
            if len(str(coef)) > prec:
                coef //= 10
                exp += 1
            self._coef, self._exp = coef, exp
        return self

    # -- conversions
    def __str__(self):
        digits = str(self._coef)
        sign = '-' if self._sign else ''
        adjusted = self._exp + len(digits) - 1
        if self._exp <= 0 and adjusted >= -6:
            if self._exp == 0:
                return sign + digits
            point = len(digits) + self._exp
            if point > 0:
                return sign + digits[:point] + '.' + digits[point:]
            return sign + '0.' + '0' * (-point) + digits
        mantissa = digits[0] + ('.' + digits[1:] if len(digits) > 1 else '')
        return sign + mantissa + 'E' + ('+' if adjusted >= 0 else '-') + str(abs(adjusted))

    def __repr__(self):
        return "Decimal('" + str(self) + "')"

    def __format__(self, spec):
        if not spec:
            return str(self)
        return format(float(self), spec)

    def __int__(self):
        q = self._coef * 10 ** self._exp if self._exp >= 0 else self._coef // 10 ** (-self._exp)
        return -q if self._sign else q

    __trunc__ = __int__

    def __float__(self):
        return float(str(self))

    def __bool__(self):
        return self._coef != 0

    def __hash__(self):
        if self._exp >= 0 or self._coef % 10 ** (-self._exp) == 0:
            return hash(int(self))
        return hash(float(self))

    def as_tuple(self):
        return (self._sign, tuple(int(c) for c in str(self._coef)), self._exp)

    # -- comparison
    def _cmp(self, other):
        other = _convert(other, True)
        if other is NotImplemented:
            return None
        a = -self._coef if self._sign else self._coef
        b = -other._coef if other._sign else other._coef
        e = self._exp if self._exp < other._exp else other._exp
        a *= 10 ** (self._exp - e)
        b *= 10 ** (other._exp - e)
        return (a > b) - (a < b)

    def __eq__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c == 0

    def __lt__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other):
        c = self._cmp(other)
        return NotImplemented if c is None else c >= 0

    # -- arithmetic
    def _signed(self):
        return -self._coef if self._sign else self._coef

    @_coerced
    def __add__(self, other):
        e = self._exp if self._exp < other._exp else other._exp
        total = self._signed() * 10 ** (self._exp - e) + other._signed() * 10 ** (other._exp - e)
        sign = 1 if total < 0 or (total == 0 and self._sign and other._sign) else 0
        return Decimal._make(sign, -total if total < 0 else total, e)

    def __radd__(self, other):
        return self.__add__(other)

    @_coerced
    def __sub__(self, other):
        return self.__add__(other.__neg__())

    @_coerced
    def __rsub__(self, other):
        return other.__sub__(self)

    @_coerced
    def __mul__(self, other):
        return Decimal._make(self._sign ^ other._sign, self._coef * other._coef,
                             self._exp + other._exp)

    def __rmul__(self, other):
        return self.__mul__(other)

    @_coerced
    def __truediv__(self, other):
        sign = self._sign ^ other._sign
        if other._coef == 0:
            if self._coef == 0:
                raise InvalidOperation([InvalidOperation])
            raise DivisionByZero([DivisionByZero])
        ideal = self._exp - other._exp
        if self._coef == 0:
            return Decimal._make(sign, 0, ideal)
        prec = _context.prec
        shift = prec + len(str(other._coef)) - len(str(self._coef)) + 1
        shift = shift if shift > 0 else 0
        q, r = divmod(self._coef * 10 ** shift, other._coef)
        exp = ideal - shift
        if r == 0:
            # Exact: the ideal exponent, or as close to it as the digits allow.
            while exp < ideal and q % 10 == 0:
                q //= 10
                exp += 1
            return Decimal._make(sign, q, exp)
        drop = len(str(q)) - prec
        q = _round_digits(q, drop, sign == 1, _context.rounding, True)
        return Decimal._make(sign, q, exp + (drop if drop > 0 else 0))

    @_coerced
    def __rtruediv__(self, other):
        return other.__truediv__(self)

    def _divmod(self, other):
        if other._coef == 0:
            if self._coef == 0:
                raise InvalidOperation([InvalidOperation])
            raise DivisionByZero([DivisionByZero])
        e = self._exp if self._exp < other._exp else other._exp
        a = self._coef * 10 ** (self._exp - e)
        b = other._coef * 10 ** (other._exp - e)
        q, r = divmod(a, b)  # toward zero: both positive here
        sign = self._sign ^ other._sign
        return Decimal._make(sign, q, 0), Decimal._make(self._sign, r, e)

    @_coerced
    def __floordiv__(self, other):
        return self._divmod(other)[0]

    @_coerced
    def __rfloordiv__(self, other):
        return other._divmod(self)[0]

    @_coerced
    def __mod__(self, other):
        return self._divmod(other)[1]

    @_coerced
    def __rmod__(self, other):
        return other._divmod(self)[1]

    @_coerced
    def __divmod__(self, other):
        return self._divmod(other)

    @_coerced
    def __pow__(self, other):
        if other._exp < 0 and other._coef % 10 ** (-other._exp):
            _unsupported('Decimal powers with a fractional exponent')
        n = int(other)
        if n >= 0:
            return Decimal._make(self._sign if n % 2 else 0, self._coef ** n, self._exp * n)
        return Decimal(1) / (self ** -n)

    def __neg__(self):
        return Decimal._make(0 if self._sign else (1 if self._coef else 0), self._coef, self._exp)

    def __pos__(self):
        return Decimal._make(self._sign, self._coef, self._exp)

    def __abs__(self):
        return Decimal._make(0, self._coef, self._exp)

    def __round__(self, n=None):
        if n is None:
            return int(self.quantize(Decimal(1), ROUND_HALF_EVEN))
        return self.quantize(Decimal((0, (1,), -n)))

    def __floor__(self):
        return int(self.quantize(Decimal(1), ROUND_FLOOR))

    def __ceil__(self):
        return int(self.quantize(Decimal(1), ROUND_CEILING))

    # -- methods
    def quantize(self, exp, rounding=None, context=None):
        exp = _convert(exp)
        rounding = rounding or _context.rounding
        if exp._exp >= self._exp:
            coef = _round_digits(self._coef, exp._exp - self._exp, self._sign == 1, rounding)
        else:
            coef = self._coef * 10 ** (self._exp - exp._exp)
        if len(str(coef)) > _context.prec:
            raise InvalidOperation([InvalidOperation])
        return Decimal._make(self._sign, coef, exp._exp, False)

    def to_integral_value(self, rounding=None, context=None):
        if self._exp >= 0:
            return Decimal(self)
        return self.quantize(Decimal(1), rounding)

    to_integral = to_integral_value

    def sqrt(self, context=None):
        if self._sign and self._coef:
            raise InvalidOperation([InvalidOperation])
        prec = _context.prec
        # coef * 10**exp with an even exponent, scaled to 2 * prec + 2 digits.
        coef, exp = self._coef, self._exp
        if exp % 2:
            coef *= 10
            exp -= 1
        shift = prec + 1 - (len(str(coef)) + 1) // 2
        shift = shift if shift > 0 else 0
        coef *= 10 ** (2 * shift)
        exp -= 2 * shift
        root = _isqrt(coef)
        exact = root * root == coef
        half = exp // 2
        if exact:
            ideal = self._exp // 2
            while half < ideal and root % 10 == 0:
                root //= 10
                half += 1
            return Decimal._make(0, root, half)
        drop = len(str(root)) - prec
        root = _round_digits(root, drop, False, ROUND_HALF_EVEN, True)
        return Decimal._make(0, root, half + (drop if drop > 0 else 0))

    def is_zero(self):
        return self._coef == 0

    def is_signed(self):
        return self._sign == 1

    def adjusted(self):
        return self._exp + len(str(self._coef)) - 1

    def normalize(self, context=None):
        coef, exp = self._coef, self._exp
        if coef == 0:
            return Decimal._make(self._sign, 0, 0)
        while coef % 10 == 0:
            coef //= 10
            exp += 1
        return Decimal._make(self._sign, coef, exp)


def _isqrt(n):
    if n < 2:
        return n
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


def _convert(other, for_compare=False):
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if for_compare and isinstance(other, float):
        return Decimal(other)
    return NotImplemented
