# time: struct_time, gmtime/localtime, strftime, asctime, mktime (UTC).
import time
t = time.gmtime(1700000000.5)
print(t, t.tm_zone, t.tm_gmtoff, time.strftime('%Y-%m-%d %H:%M:%S %a %b %j %Z %z %%', t))
print(time.asctime(t), time.ctime(1700000000), time.mktime(t), len(t), t[0], time.timezone, time.tzname)
l = time.localtime(0)
print(l, l.tm_zone, time.strftime('%c|%x|%X|%e', l), time.gmtime(86400 * 366 + 5))
print(time.strftime('%H:%M', (2020, 2, 29, 13, 5, 0, 5, 60, 0)), time.mktime((2020, 2, 29, 13, 5, 0, 5, 60, 0)))
print(time.localtime() == time.gmtime(time.time()), type(time.localtime()).__name__)
print(time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0)))
import datetime
print(datetime.datetime(2021, 3, 4, 5, 6, 7).timetuple(), datetime.date(2021, 3, 4).timetuple())
