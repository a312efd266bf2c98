# Values used as dates are dates: a difference read as a timedelta
# (`(stop - start).days`) makes both sides dates, and `d.year`, `d.month`,
# `d.day` are what only a date has. The 31st and the 1st of a month are
# tried, so a range of days is not empty and a day past a shorter month's
# end is reached.
import calendar


def days_between(start, stop):
    count = (stop - start).days
    for i in range(count):
        return i


def clamp_day(d):
    day = d.day
    if day > calendar.monthrange(d.year, 2)[1]:
        day = calendar.monthrange(d.year, 2)[1]
    return day
