# fromtimestamp() takes a float or an int (by __index__), with _datetime's
# message for anything else, not math.modf's "must be real number".
import datetime

for f in (datetime.datetime.fromtimestamp, datetime.datetime.utcfromtimestamp,
          datetime.date.fromtimestamp):
    for v in ['124', None, [1], b'1']:
        try:
            f(v)
            print("ok")
        except TypeError as e:
            print(type(e).__name__, e)
print(datetime.datetime.utcfromtimestamp(True), datetime.date.fromtimestamp(86400.5) > datetime.date(1970, 1, 1))
datetime.datetime.fromtimestamp("124542124")
