# datetime's aware arithmetic, time objects, timezones, strptime and
# time.strftime's directives (CPython's pure-Python datetime, embedded).
import calendar
import datetime as dt
import time

utc = dt.timezone.utc
plus5 = dt.timezone(dt.timedelta(hours=5, minutes=30), 'IST')
d = dt.datetime(2020, 5, 17, 13, 4, 5, 123, tzinfo=utc)
print(repr(d), d.isoformat(), d.timestamp())
print(d.astimezone(plus5), d.astimezone(plus5).tzname(), d.astimezone(plus5).utcoffset())
print(d - dt.datetime(2020, 1, 1, tzinfo=plus5), d == d.astimezone(plus5))
print(repr(dt.time(3, 4, 5, 6, tzinfo=plus5)), dt.time(23, 59).isoformat('minutes'))
print(dt.time.fromisoformat('04:05:06.789'), dt.datetime.fromisoformat('2011-11-04T00:05:23+04:00'))
print(dt.datetime.combine(dt.date(2021, 2, 3), dt.time(4, 5)), dt.date(2021, 2, 3).isocalendar())
print(dt.datetime.strptime('2020-03-04 05:06:07.5 +0100', '%Y-%m-%d %H:%M:%S.%f %z'))
print(time.strptime('2020-03-04 05:06', '%Y-%m-%d %H:%M'))
print(dt.datetime.fromtimestamp(1e9, utc), dt.datetime.utcfromtimestamp(1e9))
print(time.strftime('%a %A %b %B %c %d %D %e %F %H %I %j %m %M %p %S %U %W %V %G %g %u %w %y %Y %%',
                    time.gmtime(1234567890)))
for secs in (0, 86400 * 3, 86400 * 360, 86400 * 367, 10 ** 9, 17 * 10 ** 8):
    print(time.strftime('%U %W %V %G %j', time.gmtime(secs)))
print(calendar.month(2024, 2), calendar.isleap(2000), calendar.monthrange(2023, 2))
for bad in ((2020, 2, 30), (0, 1, 1), (2020, 13, 1)):
    try:
        dt.date(*bad)
    except ValueError as e:
        print('ValueError', e)
try:
    dt.time(24)
except ValueError as e:
    print('ValueError', e)
try:
    dt.datetime(2020, 1, 1) < d
except TypeError as e:
    print('TypeError', e)
print(sorted([dt.timedelta(hours=-1), dt.timedelta(0), dt.timedelta(days=1, microseconds=5)]))
