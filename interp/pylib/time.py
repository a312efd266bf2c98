"""time for hyexec: a virtual clock, so runs are deterministic and never
wait. time() starts at a fixed instant; sleep() advances the clock."""

_now = 1700000000.0
_start = _now
# The seconds slept since the start, summed on their own: the monotonic
# clocks keep a float's full precision (0.1 + 0.2 of sleeps, not the
# difference of two instants near 1.7e9), as asyncio's timers need.
_elapsed = 0.0


def time():
    return _now


def time_ns():
    return int(_now * 1000000000)


def perf_counter():
    return _elapsed


def perf_counter_ns():
    return int(_elapsed * 1000000000)


monotonic = perf_counter
monotonic_ns = perf_counter_ns
process_time = perf_counter
process_time_ns = perf_counter_ns


def sleep(secs):
    global _now, _elapsed
    if secs < 0:
        raise ValueError('sleep length must be non-negative')
    _elapsed += secs
    _now = _start + _elapsed


# Calendar time on the virtual clock. The zone is UTC, as hyexec's runs have
# it (CPython under TZ=UTC): localtime() is gmtime() named 'UTC'.
timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')

_STRUCT_TM_ITEMS = 11  # struct_time's fields, tm_zone and tm_gmtoff included
_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday', 'tm_yday',
           'tm_isdst')


class struct_time(tuple):
    """The broken-down time: a 9-tuple with named fields, and tm_zone and
    tm_gmtoff."""

    def __new__(cls, seq, zone=None):
        seq = tuple(seq)
        if len(seq) < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence (%d-sequence given)'
                            % len(seq))
        if len(seq) > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence (%d-sequence given)'
                            % len(seq))
        self = tuple.__new__(cls, seq[:9])
        self._zone = seq[9] if len(seq) > 9 else zone
        self._gmtoff = seq[10] if len(seq) > 10 else (0 if zone is not None else None)
        return self

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])
    tm_zone = property(lambda self: self._zone)
    tm_gmtoff = property(lambda self: self._gmtoff)
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __repr__(self):
        return 'time.struct_time(%s)' % ', '.join(
            '%s=%r' % (name, value) for name, value in zip(_FIELDS, self))

    def __reduce__(self):
        return (struct_time, (tuple(self) + (self._zone, self._gmtoff),))


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


def _ymd2ord(y, mo, d):
    """The proleptic Gregorian ordinal of a date (1 for 0001-01-01)."""
    return _days_before_year(y) + _DAYS_BEFORE_MONTH[mo] + (mo > 2 and _is_leap(y)) + d


def _ord2ymd(n):
    """The (year, month, day) of a proleptic Gregorian ordinal."""
    n400, n = divmod(n - 1, 146097)
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year = n400 * 400 + n100 * 100 + n4 * 4 + n1 + 1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leap = _is_leap(year)
    month = 12
    while _DAYS_BEFORE_MONTH[month] + (month > 2 and leap) > n:
        month -= 1
    return year, month, n - _DAYS_BEFORE_MONTH[month] - (month > 2 and leap) + 1


def _broken_down(secs, zone):
    if secs is None:
        secs = _now
    secs = int(secs // 1) if isinstance(secs, float) else secs
    if not isinstance(secs, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(secs).__name__)
    days, rest = divmod(secs, 86400)
    ordinal = days + 719163
    y, mo, d = _ord2ymd(ordinal)
    yday = ordinal - _ymd2ord(y, 1, 1) + 1
    return struct_time((y, mo, d, rest // 3600, rest // 60 % 60, rest % 60, (ordinal + 6) % 7,
                        yday, 0), zone)


def gmtime(secs=None):
    return _broken_down(secs, 'GMT')


def localtime(secs=None):
    return _broken_down(secs, 'UTC')


def mktime(t):
    t = tuple(t)
    if len(t) != 9:
        raise TypeError('mktime(): illegal time tuple argument')
    days = _ymd2ord(t[0], 1, 1) - 719163 + _day_of_year(t[0], t[1], t[2]) - 1
    return float(days * 86400 + t[3] * 3600 + t[4] * 60 + t[5])


def _day_of_year(y, mo, d):
    # Months out of range carry into the year, as mktime normalises them.
    y += (mo - 1) // 12
    mo = (mo - 1) % 12 + 1
    return _ymd2ord(y, mo, 1) - _ymd2ord(y, 1, 1) + d


def _checked(t):
    """The time tuple strftime and asctime read, checked as CPython's
    checktm: a month, day or day of the year 0 reads as 1."""
    if t is None:
        return localtime()
    if not isinstance(t, tuple) or len(t) != 9:
        raise TypeError('Tuple or struct_time argument required')
    y, mo, d, h, mi, s, wd, yd, dst = t
    if mo == 0:
        mo = 1
    elif not 1 <= mo <= 12:
        raise ValueError('month out of range')
    if d == 0:
        d = 1
    elif not 1 <= d <= 31:
        raise ValueError('day of month out of range')
    if not 0 <= h <= 23:
        raise ValueError('hour out of range')
    if not 0 <= mi <= 59:
        raise ValueError('minute out of range')
    if not 0 <= s <= 61:
        raise ValueError('seconds out of range')
    if wd + 1 < 0 and (wd + 1) % 7:  # C's tm_wday, (wd + 1) % 7, is negative
        raise ValueError('day of week out of range')
    if yd == 0:
        yd = 1
    elif not 1 <= yd <= 366:
        raise ValueError('day of year out of range')
    return struct_time((y, mo, d, h, mi, s, wd, yd, dst), getattr(t, 'tm_zone', None))


_DAYNAMES = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
_MONTHNAMES = (None, 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
               'September', 'October', 'November', 'December')


def _iso_year_week(y, yday, wd):
    """glibc's ISO 8601 year and week of a date (day of year 1-based, Monday 0)."""
    def week1_monday(year):  # as a 0-based day of `year` (may be negative)
        jan1_wd = (_ymd2ord(year, 1, 1) + 6) % 7
        return (3 - jan1_wd) % 7 - 3
    day = yday - 1
    year = y
    if day < week1_monday(y):
        year -= 1
        day += 366 if _is_leap(year) else 365
    elif day >= (366 if _is_leap(y) else 365) + week1_monday(y + 1):
        day -= 366 if _is_leap(y) else 365
        year += 1
    return year, (day - week1_monday(year)) // 7 + 1


def _directive(k, t, zone):
    """glibc's expansion of %k in the C locale, or None for no directive."""
    y, mo, d, h, mi, s, wd, yday = t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]
    if k == 'Y':
        return '%d' % y
    if k == 'C':
        return '%02d' % (y // 100)
    if k == 'y':
        return '%02d' % (y % 100)
    if k == 'm':
        return '%02d' % mo
    if k == 'd':
        return '%02d' % d
    if k == 'e':
        return '%2d' % d
    if k == 'H':
        return '%02d' % h
    if k == 'k':
        return '%2d' % h
    if k == 'I':
        return '%02d' % (h % 12 or 12)
    if k == 'l':
        return '%2d' % (h % 12 or 12)
    if k == 'M':
        return '%02d' % mi
    if k == 'S':
        return '%02d' % s
    if k == 'p':
        return 'AM' if h < 12 else 'PM'
    if k == 'P':
        return 'am' if h < 12 else 'pm'
    if k == 'A':
        return _DAYNAMES[wd % 7]
    if k == 'a':
        return _DAYNAMES[wd % 7][:3]
    if k == 'B':
        return _MONTHNAMES[mo]
    if k in 'bh':
        return _MONTHNAMES[mo][:3]
    if k == 'j':
        return '%03d' % yday
    if k == 'w':
        return '%d' % ((wd + 1) % 7)
    if k == 'u':
        return '%d' % (wd + 1)
    if k == 'U':
        return '%02d' % ((yday - 1 - (wd + 1) % 7 + 7) // 7)
    if k == 'W':
        return '%02d' % ((yday - 1 - wd + 7) // 7)
    if k in 'GgV':
        iso_year, week = _iso_year_week(y, yday, wd % 7)
        return ('%d' % iso_year if k == 'G' else '%02d' % (iso_year % 100) if k == 'g'
                else '%02d' % week)
    if k == 'D':
        return strftime('%m/%d/%y', t)
    if k == 'F':
        return strftime('%Y-%m-%d', t)
    if k == 'T':
        return strftime('%H:%M:%S', t)
    if k == 'R':
        return strftime('%H:%M', t)
    if k == 'r':
        return strftime('%I:%M:%S %p', t)
    if k == 'c':
        return strftime('%a %b %e %H:%M:%S %Y', t)
    if k == 'x':
        return strftime('%m/%d/%y', t)
    if k == 'X':
        return strftime('%H:%M:%S', t)
    if k == 'n':
        return '\n'
    if k == 't':
        return '\t'
    if k == 'Z':
        return zone
    if k == 'z':
        return '+0000'
    if k == 's':
        return '%d' % int(mktime(t))
    if k == '%':
        return '%'
    return None


def strftime(format, t=None):
    """glibc's strftime in the C locale, in the run's zone (UTC); an
    unknown directive stays as written."""
    t = _checked(t)
    zone = getattr(t, 'tm_zone', None) or tzname[0]
    out = []
    i = 0
    while i < len(format):
        c = format[i]
        if c != '%' or i + 1 == len(format):
            out.append(c)
            i += 1
            continue
        k = format[i + 1]
        i += 2
        got = _directive(k, t, zone)
        out.append('%' + k if got is None else got)
    return ''.join(out)


def asctime(t=None):
    t = _checked(t)
    return strftime('%a %b ', t) + '%2d %02d:%02d:%02d %d' % (t[2], t[3], t[4], t[5], t[0])


def ctime(secs=None):
    return asctime(localtime(secs))


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    import _strptime
    return _strptime._strptime_time(string, format)


def thread_time():
    return perf_counter()


def thread_time_ns():
    return perf_counter_ns()


# CPython's time functions are built-in ones: stored on a class they do not
# bind as methods (logging.Formatter.converter = time.localtime).
def _as_builtins():
    import _hyexec
    import sys
    module = sys.modules[__name__]
    for name in ('time', 'time_ns', 'perf_counter', 'perf_counter_ns', 'monotonic',
                 'monotonic_ns', 'process_time', 'process_time_ns', 'sleep', 'gmtime',
                 'localtime', 'mktime', 'strftime', 'asctime', 'ctime', 'strptime',
                 'thread_time', 'thread_time_ns'):
        globals()[name] = _hyexec.builtin(globals()[name], module)


_as_builtins()
del _as_builtins
