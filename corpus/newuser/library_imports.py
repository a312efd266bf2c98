# hyexec's library modules probe for CPython's C accelerators as CPython's
# own do (`try: from _datetime import *`, `_pickle`, `_decimal`, `_sha512`):
# under `cover` those imports fail as they do in CPython, never a stand-in.
# Before, the oracle answered them, and datetime's classes, Decimal and
# random rested on Mocks (`datetime.datetime = Mock(...)`).
import datetime
import random
from decimal import Decimal

d = datetime.datetime(2010, 6, 16)
week = (d - datetime.datetime(d.year, 1, 1)).days // 7 + 1
print(week, Decimal("1.10") + Decimal("2.2"))
random.seed(1)
print(random.randint(1, 6))
