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


def _broken_down(secs, zone):
    from datetime import _ord2ymd, _ymd2ord
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
    from datetime import _ymd2ord
    t = tuple(t)
    if len(t) != 9:
        raise TypeError('mktime(): illegal time tuple argument')
    days = _ymd2ord(t[0], 1, 1) - 719163 + _day_of_year(t[0], t[1], t[2]) - 1
    return float(days * 86400 + t[3] * 3600 + t[4] * 60 + t[5])


def _day_of_year(y, mo, d):
    from datetime import _ymd2ord
    # Months out of range carry into the year, as mktime normalises them.
    y += (mo - 1) // 12
    mo = (mo - 1) % 12 + 1
    return _ymd2ord(y, mo, 1) - _ymd2ord(y, 1, 1) + d


def _checked(t):
    if t is None:
        return localtime()
    if not isinstance(t, tuple) or len(t) != 9:
        raise TypeError('Tuple or struct_time argument required')
    if not 1 <= t[1] <= 12:
        raise ValueError('month out of range')
    if not 1 <= t[2] <= 31:
        raise ValueError('day of month out of range')
    return t


def strftime(format, t=None):
    from datetime import _expand
    t = _checked(t)
    zone = getattr(t, 'tm_zone', None) or tzname[0]
    own = {
        'Z': lambda: zone,
        'z': lambda: '+0000',
        'j': lambda: '%03d' % t[7],
        'f': lambda: '%f',
        'e': lambda: '%2d' % t[2],
        'c': lambda: strftime('%a %b %e %H:%M:%S %Y', t),
        'x': lambda: strftime('%m/%d/%y', t),
        'X': lambda: strftime('%H:%M:%S', t),
    }
    return _expand(format, (t[0], t[1], t[2], t[3], t[4], t[5], 0, t[6]), own)


def asctime(t=None):
    t = _checked(t)
    return strftime('%a %b ', t) + '%2d %02d:%02d:%02d %d' % (t[2], t[3], t[4], t[5], t[0])


def ctime(secs=None):
    return asctime(localtime(secs))


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    from datetime import datetime
    d = datetime.strptime(string, format)
    return d.timetuple()


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
