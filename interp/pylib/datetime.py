"""datetime for hyexec: date, datetime (naive) and timedelta with CPython's
arithmetic, comparisons, reprs, isoformat, strftime/strptime for the common
directives. now()/today() read hyexec's virtual clock (time.time()), as UTC.
tzinfo and timezone are CPython's classes; a datetime keeps the tzinfo it is
given and answers utcoffset/dst/tzname from it, but its arithmetic,
comparisons and formatting are the naive ones only: on an aware datetime
they are unsupported, named."""

import _hyexec
import time as _time

MINYEAR = 1
MAXYEAR = 9999
_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
_MONTHNAMES = [None, 'January', 'February', 'March', 'April', 'May', 'June', 'July',
               'August', 'September', 'October', 'November', 'December']
_DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in_month(year, month):
    return 29 if month == 2 and _is_leap(year) else _DAYS_IN_MONTH[month]


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _ymd2ord(year, month, day):
    return (_days_before_year(year) + _DAYS_BEFORE_MONTH[month] +
            (month > 2 and _is_leap(year)) + day)


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, 146097)
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _check_date(year, month, day):
    for name, v in (('year', year), ('month', month), ('day', day)):
        if not isinstance(v, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('year %d is out of range' % year)
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError('day is out of range for month')


class timedelta:
    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0,
                 weeks=0):
        total = (((weeks * 7 + days) * 86400 + hours * 3600 + minutes * 60 + seconds) * 1000000
                 + milliseconds * 1000 + microseconds)
        total = round(total)
        d, rem = divmod(total, 86400 * 1000000)
        s, us = divmod(rem, 1000000)
        if abs(d) > 999999999:
            raise OverflowError('days=%d; must have magnitude <= 999999999' % d)
        self._days, self._seconds, self._microseconds = d, s, us

    days = property(lambda self: self._days)
    seconds = property(lambda self: self._seconds)
    microseconds = property(lambda self: self._microseconds)

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        return self._us() / 1000000

    def __repr__(self):
        parts = []
        if self._days:
            parts.append('days=%d' % self._days)
        if self._seconds:
            parts.append('seconds=%d' % self._seconds)
        if self._microseconds:
            parts.append('microseconds=%d' % self._microseconds)
        return 'datetime.timedelta(%s)' % ', '.join(parts) if parts else 'datetime.timedelta(0)'

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = '%d:%02d:%02d' % (hh, mm, ss)
        if self._days:
            s = '%d day%s, ' % (self._days, 's' if abs(self._days) != 1 else '') + s
        if self._microseconds:
            s += '.%06d' % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() + other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() - other._us())
        return NotImplemented

    def __neg__(self):
        return timedelta(microseconds=-self._us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return timedelta(microseconds=self._us() * other)
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us() / other._us()
        if isinstance(other, (int, float)):
            return timedelta(microseconds=self._us() / other)
        return NotImplemented

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us() // other._us()
        if isinstance(other, int):
            return timedelta(microseconds=self._us() // other)
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() % other._us())
        return NotImplemented

    def __eq__(self, other):
        return isinstance(other, timedelta) and self._us() == other._us()

    def __lt__(self, other):
        return self._us() < other._us()

    def __le__(self, other):
        return self._us() <= other._us()

    def __gt__(self, other):
        return self._us() > other._us()

    def __ge__(self, other):
        return self._us() >= other._us()

    def __hash__(self):
        return hash(self._us())

    def __bool__(self):
        return self._us() != 0


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


# strftime directives: each takes (year, month, day, hour, minute, second,
# microsecond, weekday with Monday 0). %Y is not padded, as glibc's strftime.
_DIRECTIVES = {
    'Y': lambda y, mo, d, h, mi, s, us, wd: '%d' % y,
    'y': lambda y, mo, d, h, mi, s, us, wd: '%02d' % (y % 100),
    'm': lambda y, mo, d, h, mi, s, us, wd: '%02d' % mo,
    'd': lambda y, mo, d, h, mi, s, us, wd: '%02d' % d,
    'H': lambda y, mo, d, h, mi, s, us, wd: '%02d' % h,
    'I': lambda y, mo, d, h, mi, s, us, wd: '%02d' % (h % 12 or 12),
    'M': lambda y, mo, d, h, mi, s, us, wd: '%02d' % mi,
    'S': lambda y, mo, d, h, mi, s, us, wd: '%02d' % s,
    'f': lambda y, mo, d, h, mi, s, us, wd: '%06d' % us,
    'p': lambda y, mo, d, h, mi, s, us, wd: 'AM' if h < 12 else 'PM',
    'A': lambda y, mo, d, h, mi, s, us, wd: _DAYNAMES[wd],
    'a': lambda y, mo, d, h, mi, s, us, wd: _DAYNAMES[wd][:3],
    'B': lambda y, mo, d, h, mi, s, us, wd: _MONTHNAMES[mo],
    'b': lambda y, mo, d, h, mi, s, us, wd: _MONTHNAMES[mo][:3],
    'h': lambda y, mo, d, h, mi, s, us, wd: _MONTHNAMES[mo][:3],
    'j': lambda y, mo, d, h, mi, s, us, wd: '%03d' % (_ymd2ord(y, mo, d) - _ymd2ord(y, 1, 1) + 1),
    'w': lambda y, mo, d, h, mi, s, us, wd: '%d' % ((wd + 1) % 7),
    'u': lambda y, mo, d, h, mi, s, us, wd: '%d' % (wd + 1),
    'D': lambda y, mo, d, h, mi, s, us, wd: '%02d/%02d/%02d' % (mo, d, y % 100),
    'F': lambda y, mo, d, h, mi, s, us, wd: '%d-%02d-%02d' % (y, mo, d),
    'T': lambda y, mo, d, h, mi, s, us, wd: '%02d:%02d:%02d' % (h, mi, s),
    '%': lambda y, mo, d, h, mi, s, us, wd: '%',
}


def _format(fmt, d, t):
    return _expand(fmt, d + t + ((_ymd2ord(*d) + 6) % 7,))


def _expand(fmt, fields, own=None):
    # fmt with each %-directive replaced: by own[k](k) when given (time's
    # %Z, %z...), else by _DIRECTIVES[k](*fields); an unknown one stays.
    out = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c != '%' or i + 1 == len(fmt):
            out.append(c)
            i += 1
            continue
        k = fmt[i + 1]
        i += 2
        if own is not None and k in own:
            out.append(own[k]())
            continue
        directive = _DIRECTIVES.get(k)
        out.append(directive(*fields) if directive else '%' + k)
    return ''.join(out)


class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement tzname()')

    def utcoffset(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement utcoffset()')

    def dst(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement dst()')


_Omitted = object()


class timezone(tzinfo):
    """A fixed offset from UTC."""
    __slots__ = ('_offset', '_name')

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta, not %s' %
                            type(offset).__name__)
        if name is _Omitted:
            name = None
        elif not isinstance(name, str):
            raise TypeError('timezone() argument 2 must be str, not %s' % type(name).__name__)
        if not -timedelta(hours=24) < offset < timedelta(hours=24):
            raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24) '
                             'and timedelta(hours=24), not %r.' % (offset,))
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return 'datetime.timezone.utc'
        if self._name is None:
            return 'datetime.timezone(%r)' % (self._offset,)
        return 'datetime.timezone(%r, %r)' % (self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        seconds = self._offset.days * 86400 + self._offset.seconds
        if not seconds and not self._offset.microseconds:
            return 'UTC'
        sign = '-' if seconds < 0 else '+'
        hours, rest = divmod(abs(seconds), 3600)
        minutes, seconds = divmod(rest, 60)
        text = 'UTC%s%02d:%02d' % (sign, hours, minutes)
        if seconds:
            text += ':%02d' % seconds
        return text

    def dst(self, dt):
        return None


timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc


class date:
    # Made by __new__, as CPython's immutable date: what a subclass mixing it
    # in (an Enum of dates) finds as the data type's constructor.
    def __new__(cls, year, month, day):
        _check_date(year, month, day)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        return self

    year = property(lambda self: self._year)
    month = property(lambda self: self._month)
    day = property(lambda self: self._day)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromtimestamp(cls, t):
        d = datetime.utcfromtimestamp(t)
        return cls(d.year, d.month, d.day)

    @classmethod
    def fromordinal(cls, n):
        return cls(*_ord2ymd(n))

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            y, m, d = int(s[0:4]), int(s[5:7]), int(s[8:10])
            if len(s) != 10 or s[4] != '-' or s[7] != '-':
                raise ValueError
        except ValueError:
            raise ValueError('Invalid isoformat string: %r' % s) from None
        return cls(y, m, d)

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.weekday() + 1

    def isoformat(self):
        return '%04d-%02d-%02d' % (self._year, self._month, self._day)

    __str__ = isoformat

    def __repr__(self):
        return 'datetime.date(%d, %d, %d)' % (self._year, self._month, self._day)

    def strftime(self, fmt):
        return _format(fmt, (self._year, self._month, self._day), (0, 0, 0, 0))

    def __format__(self, fmt):
        return self.strftime(fmt) if fmt else str(self)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year,
                          self._month if month is None else month,
                          self._day if day is None else day)

    def _time_fields(self):
        return (0, 0, 0)

    def timetuple(self):
        return _time.struct_time((self._year, self._month, self._day) + self._time_fields() +
                                 (self.weekday(),
                                  self.toordinal() - _ymd2ord(self._year, 1, 1) + 1, -1))

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            return self._cmpkey() == other._cmpkey()
        return NotImplemented

    def _compare(self, other, op):
        if isinstance(other, date):
            return op(self._cmpkey(), other._cmpkey())
        return NotImplemented

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)

    def __hash__(self):
        return hash(self._cmpkey())

    def __add__(self, other):
        if isinstance(other, timedelta):
            return type(self).fromordinal(self.toordinal() + other.days)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return type(self).fromordinal(self.toordinal() - other.days)
        if isinstance(other, date):
            return timedelta(days=self.toordinal() - other.toordinal())
        return NotImplemented


_tzinfo_class = tzinfo


class datetime(date):
    def __new__(cls, year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None):
        if tzinfo is not None and not isinstance(tzinfo, _tzinfo_class):
            raise TypeError('tzinfo argument must be None or of a tzinfo subclass, not type %r' %
                            type(tzinfo).__name__)
        self = date.__new__(cls, year, month, day)
        self._tzinfo = tzinfo
        if not 0 <= hour <= 23:
            raise ValueError('hour must be in 0..23')
        if not 0 <= minute <= 59:
            raise ValueError('minute must be in 0..59')
        if not 0 <= second <= 59:
            raise ValueError('second must be in 0..59')
        if not 0 <= microsecond <= 999999:
            raise ValueError('microsecond must be in 0..999999')
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        return self

    def _time_fields(self):
        return (self._hour, self._minute, self._second)

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)

    def utcoffset(self):
        return None if self._tzinfo is None else self._tzinfo.utcoffset(self)

    def dst(self):
        return None if self._tzinfo is None else self._tzinfo.dst(self)

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(self)

    def _naive(self, what):
        # The aware semantics (offsets in arithmetic, comparison and output)
        # are not modelled: better unsupported than silently naive.
        if self._tzinfo is not None:
            _hyexec.unsupported('datetime.datetime.' + what + ' of an aware datetime')

    @classmethod
    def now(cls, tz=None):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def utcnow(cls):
        return cls.now()

    @classmethod
    def utcfromtimestamp(cls, t):
        us = round(t * 1000000)
        days, us = divmod(us, 86400 * 1000000)
        s, us = divmod(us, 1000000)
        y, m, d = _ord2ymd(days + _ymd2ord(1970, 1, 1))
        return cls(y, m, d, s // 3600, s // 60 % 60, s % 60, us)

    fromtimestamp = utcfromtimestamp

    @classmethod
    def combine(cls, d, t=None):
        return cls(d.year, d.month, d.day)

    @classmethod
    def strptime(cls, s, fmt):
        return _parse(cls, s, fmt)

    @classmethod
    def fromisoformat(cls, s):
        base = date.fromisoformat(s[:10])
        h = m = sec = us = 0
        rest = s[11:]
        try:
            if rest:
                h, m = int(rest[0:2]), int(rest[3:5])
                if len(rest) > 5:
                    sec = int(rest[6:8])
                if len(rest) > 9:
                    us = int(rest[9:15].ljust(6, '0'))
        except ValueError:
            raise ValueError('Invalid isoformat string: %r' % s) from None
        return cls(base.year, base.month, base.day, h, m, sec, us)

    def date(self):
        return date(self._year, self._month, self._day)

    def timestamp(self):
        self._naive('timestamp')
        return (self.toordinal() - _ymd2ord(1970, 1, 1)) * 86400 + self._hour * 3600 + \
            self._minute * 60 + self._second + self._microsecond / 1000000

    def isoformat(self, sep='T'):
        self._naive('isoformat')
        s = '%04d-%02d-%02d%s%02d:%02d:%02d' % (self._year, self._month, self._day, sep,
                                                self._hour, self._minute, self._second)
        if self._microsecond:
            s += '.%06d' % self._microsecond
        return s

    def __str__(self):
        return self.isoformat(' ')

    def __repr__(self):
        self._naive('__repr__')
        fields = [self._year, self._month, self._day, self._hour, self._minute, self._second,
                  self._microsecond]
        while len(fields) > 5 and fields[-1] == 0:
            fields.pop()
        return 'datetime.datetime(%s)' % ', '.join('%d' % f for f in fields)

    def strftime(self, fmt):
        self._naive('strftime')
        return _format(fmt, (self._year, self._month, self._day),
                       (self._hour, self._minute, self._second, self._microsecond))

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None,
                microsecond=None):
        self._naive('replace')
        pick = lambda new, old: old if new is None else new
        return type(self)(pick(year, self._year), pick(month, self._month), pick(day, self._day),
                          pick(hour, self._hour), pick(minute, self._minute),
                          pick(second, self._second), pick(microsecond, self._microsecond))

    def _cmpkey(self):
        self._naive('comparison')
        return (self._year, self._month, self._day, self._hour, self._minute, self._second,
                self._microsecond)

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmpkey() == other._cmpkey()
        return False if isinstance(other, date) else NotImplemented

    def __hash__(self):
        return hash(self._cmpkey())

    def _us(self):
        self._naive('arithmetic')
        return ((self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60 + self._second)
                * 1000000 + self._microsecond)

    def __add__(self, other):
        if isinstance(other, timedelta):
            us = self._us() + other._us()
            days, us = divmod(us, 86400 * 1000000)
            s, us = divmod(us, 1000000)
            y, m, d = _ord2ymd(days)
            return type(self)(y, m, d, s // 3600, s // 60 % 60, s % 60, us)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if isinstance(other, datetime):
            return timedelta(microseconds=self._us() - other._us())
        return NotImplemented


def _parse(cls, s, fmt):
    fields = {'Y': 1900, 'm': 1, 'd': 1, 'H': 0, 'M': 0, 'S': 0, 'f': 0}
    pm = None
    i = j = 0
    while i < len(fmt):
        c = fmt[i]
        if c == '%' and i + 1 < len(fmt):
            k = fmt[i + 1]
            i += 2
            if k in 'YmdHMSfyIj':
                width = {'Y': 4, 'f': 6, 'j': 3}.get(k, 2)
                start = j
                while j < len(s) and j - start < width and s[j].isdigit():
                    j += 1
                if j == start:
                    raise ValueError("time data %r does not match format %r" % (s, fmt))
                v = int(s[start:j])
                if k == 'y':
                    fields['Y'] = v + (2000 if v < 69 else 1900)
                elif k == 'I':
                    fields['H'] = v
                elif k == 'f':
                    fields['f'] = int(s[start:j].ljust(6, '0'))
                else:
                    fields[k] = v
            elif k in 'bBaA':
                names = _MONTHNAMES[1:] if k in 'bB' else _DAYNAMES
                for n, name in enumerate(names):
                    cand = name if k in 'BA' else name[:3]
                    if s[j:j + len(cand)].lower() == cand.lower():
                        j += len(cand)
                        if k in 'bB':
                            fields['m'] = n + 1
                        break
                else:
                    raise ValueError("time data %r does not match format %r" % (s, fmt))
            elif k == 'p':
                pm = s[j:j + 2].upper() == 'PM'
                j += 2
            elif k == '%':
                if s[j:j + 1] != '%':
                    raise ValueError("time data %r does not match format %r" % (s, fmt))
                j += 1
        else:
            if j >= len(s) or s[j] != c:
                raise ValueError("time data %r does not match format %r" % (s, fmt))
            i += 1
            j += 1
    if j != len(s):
        raise ValueError('unconverted data remains: %s' % s[j:])
    hour = fields['H']
    if pm is not None:
        hour = hour % 12 + (12 if pm else 0)
    return cls(fields['Y'], fields['m'], fields['d'], hour, fields['M'], fields['S'], fields['f'])
