# sys.set_int_max_str_digits: the limit int() and str() enforce on decimal
# (and other non-power-of-two base) conversions; 0 lifts it.
import sys

print(sys.get_int_max_str_digits())
sys.set_int_max_str_digits(700)
print(sys.get_int_max_str_digits())
for text in ("1" * 700, "-" + "1" * 700, " " + "1" * 700 + " ", "1" * 701):
    try:
        print(len(str(int(text))))
    except ValueError as e:
        print("ValueError:", e)
try:
    str(10 ** 700)
except ValueError as e:
    print("ValueError:", e)
print(len(str(10 ** 699)))
print(int("1" * 800, 16) > 0, int("1" * 800, 2) > 0)
try:
    int("1" * 800, 36)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(10 ** 800)))
sys.set_int_max_str_digits(0)
print(len(str(10 ** 5000)), len(str(int("7" * 5000))))
sys.set_int_max_str_digits(maxdigits=640)
print(sys.get_int_max_str_digits())
for bad in (639, -1, 1.5, 10 ** 30):
    try:
        sys.set_int_max_str_digits(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    sys.set_int_max_str_digits()
except TypeError as e:
    print(e)
sys.set_int_max_str_digits(4300)
