# sys.set_int_max_str_digits changes the limit of int <-> str conversions
# (0 lifts it; 1..640 are refused), as CPython 3.11's.
import sys

print(sys.get_int_max_str_digits())
big = 7 ** 6000
try:
    str(big)
except ValueError as e:
    print('ValueError', e)
sys.set_int_max_str_digits(6000)
print(sys.get_int_max_str_digits(), len(str(big)))
try:
    int('1' * 6001)
except ValueError as e:
    print('ValueError', e)
sys.set_int_max_str_digits(maxdigits=0)
print(sys.get_int_max_str_digits(), len(str(big ** 2)))
for bad in (640, -1):
    try:
        sys.set_int_max_str_digits(bad)
    except ValueError as e:
        print('ValueError', e)
sys.set_int_max_str_digits(4300)
try:
    int('9' * 4301)
except ValueError as e:
    print('ValueError', e)
