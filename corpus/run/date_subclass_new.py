# date and datetime are made by __new__, as CPython's immutable types: a
# subclass mixing date in (an Enum of dates) finds the data type's
# constructor in date.__dict__, and __new__ overrides see the fields.
from datetime import date, datetime
from enum import Enum

print('__new__' in date.__dict__, '__new__' in datetime.__dict__)


class Holiday(date, Enum):
    NEW_YEAR = (2024, 1, 1)
    LEAP = (2024, 2, 29)


print(Holiday.LEAP, repr(Holiday.NEW_YEAR), Holiday.LEAP.year)
print(Holiday.LEAP.value, isinstance(Holiday.LEAP, date), Holiday.LEAP > Holiday.NEW_YEAR)


class Stamp(datetime):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.note = 'made'
        return self


s = Stamp(2020, 5, 17, 10, 30)
print(s, s.note, s.hour, type(s).__name__)
try:
    date(2023, 2, 29)
except ValueError as e:
    print('ValueError', e)
