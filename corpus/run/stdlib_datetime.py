from datetime import date, datetime, timedelta
d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=2), d - date(2023, 12, 25), d.weekday(), d.isoweekday())
print(d.strftime("%A %d %B %Y, day %j (%a %b %y)"), d.replace(day=1), date.fromisoformat("2000-01-01"))
dt = datetime(2023, 3, 15, 14, 30, 5, 250)
print(dt, repr(dt), dt.isoformat(), dt + timedelta(hours=12), dt - datetime(2023, 1, 1))
print(dt.strftime("%Y-%m-%d %H:%M:%S.%f %I%p"), dt.date(), dt.timestamp())
p = datetime.strptime("2021-07-04 09:05:00", "%Y-%m-%d %H:%M:%S")
print(p, repr(p), datetime.strptime("04 Jul 2021 3PM", "%d %b %Y %I%p"))
t = timedelta(days=1, hours=2, minutes=3, seconds=4.5)
print(t, repr(t), t.total_seconds(), -t, t * 2, t / 2, t // timedelta(hours=1), timedelta(0), repr(timedelta(0)))
print(sorted([date(2020, 5, 1), date(2019, 1, 1)]), date(2020, 1, 1) < date(2020, 1, 2), datetime(2020, 1, 1) == datetime(2020, 1, 1, 0, 0))
print(date.fromordinal(738000), date(2024, 1, 1).toordinal(), datetime.fromisoformat("2022-10-01T12:34:56"))
for bad in (lambda: date(2023, 2, 29), lambda: date(2023, 13, 1), lambda: datetime.strptime("x", "%Y")):
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
print(f"{date(2020, 1, 2):%d/%m/%Y}", str(timedelta(microseconds=5)), timedelta(days=-1, seconds=5))
print(date(5, 1, 1).strftime("%Y|%F|%y"), date(5, 1, 1).isoformat())
