"""datetime for hyexec: CPython's own pure-Python datetime (Lib/datetime.py,
embedded as _pydatetime, the name CPython 3.12 gives it), with the messages
of CPython's C accelerator _datetime, which is what CPython 3.11 runs: its
field checks say "day is out of range for month" where the Python version
says ('day must be in 1..29', 30). now() and today() read hyexec's virtual
clock (time.time()); the zone is UTC."""

import _pydatetime
from _pydatetime import *
from _pydatetime import __all__, __doc__, _ord2ymd, _ymd2ord

__all__ = _pydatetime.__all__


def _check_date_fields(year, month, day):
    year, month, day = _pydatetime._index(year), _pydatetime._index(month), _pydatetime._index(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('year %d is out of range' % year)
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _pydatetime._days_in_month(year, month):
        raise ValueError('day is out of range for month')
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    try:
        return _pure_check_time_fields(hour, minute, second, microsecond, fold)
    except ValueError as e:
        raise ValueError(e.args[0]) from None


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError('tzinfo argument must be None or of a tzinfo subclass, not type %r'
                        % type(tz).__name__)


def _with_c_message(method, exc_type, messages):
    """`method`, raising exc_type with the C module's message where the
    Python one says one of `messages` (pure message -> C message)."""
    def wrapper(*args, **kwargs):
        try:
            return method(*args, **kwargs)
        except exc_type as e:
            text = str(e)
            for pure, c in messages.items():
                if text.startswith(pure):
                    raise exc_type(c(e) if callable(c) else c) from None
            raise
    wrapper.__name__ = method.__name__
    wrapper.__qualname__ = method.__qualname__
    wrapper.__doc__ = method.__doc__
    return wrapper


def _fromordinal(cls, n):
    if n < 1:
        raise ValueError('ordinal must be >= 1')
    return _pure_fromordinal.__func__(cls, n)


def _timestamp(t):
    """A timestamp as _datetime takes one: a float, or an int by __index__
    ("'str' object cannot be interpreted as an integer", not math.modf's)."""
    return t if isinstance(t, float) else _pydatetime._index(t)


def _datetime_fromtimestamp(cls, t, utc, tz):
    return _pure_datetime_fromtimestamp.__func__(cls, _timestamp(t), utc, tz)


def _date_fromtimestamp(cls, t):
    return _pure_date_fromtimestamp.__func__(cls, _timestamp(t))


_pure_datetime_fromtimestamp = datetime.__dict__['_fromtimestamp']
_pure_date_fromtimestamp = date.__dict__['fromtimestamp']
datetime._fromtimestamp = classmethod(_datetime_fromtimestamp)
date.fromtimestamp = classmethod(_date_fromtimestamp)
_pure_check_time_fields = _pydatetime._check_time_fields
_pure_fromordinal = date.__dict__['fromordinal']
_pydatetime._check_date_fields = _check_date_fields
_pydatetime._check_time_fields = _check_time_fields
_pydatetime._check_tzinfo_arg = _check_tzinfo_arg
date.fromordinal = classmethod(_fromordinal)
timedelta.__new__ = _with_c_message(timedelta.__new__, OverflowError, {
    'timedelta # of days is too large: ':
        lambda e: 'days=%s; must have magnitude <= 999999999' % str(e).rsplit(' ', 1)[1]})
datetime.__sub__ = _with_c_message(datetime.__sub__, TypeError, {
    'cannot mix naive and timezone-aware time':
        "can't subtract offset-naive and offset-aware datetimes"})
datetime._cmp = _with_c_message(datetime._cmp, TypeError, {
    'cannot compare naive and aware datetimes':
        "can't compare offset-naive and offset-aware datetimes"})
time._cmp = _with_c_message(time._cmp, TypeError, {
    'cannot compare naive and aware times': "can't compare offset-naive and offset-aware times"})
_pydatetime._IsoCalendarDate.__repr__ = lambda self: (
    'datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)' % tuple(self))
# The C types are datetime's (reprs and pickles name the module).
for _cls in (date, datetime, time, timedelta, timezone, tzinfo):
    _cls.__module__ = 'datetime'
del _cls
