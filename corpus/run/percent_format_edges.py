# %-formatting corner cases: mapping keys mixed with positional specs, %c
cases = [
    lambda: "%(foo)s %s" % {"foo": 1},
    lambda: "%s %(foo)s" % {"foo": 1},
    lambda: "%(a)s-%(b)r" % {"a": 1, "b": "x"},
    lambda: "%c%c" % (72, "i"),
    lambda: "%c" % "ab",
    lambda: "%c" % 0x110000,
    lambda: "%c" % 1.5,
    lambda: "%5.1f|%-4d|%+d|%x|%o|%e" % (3.14159, 7, 5, 255, 8, 12345.678),
    lambda: "%s %s" % (1,),
    lambda: "%s" % (1, 2),
]
for case in cases:
    try:
        print(repr(case()))
    except Exception as e:
        print(type(e).__name__, e)
