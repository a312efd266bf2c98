# decimal: 28-digit default context, exact arithmetic then rounding,
# quantize, sqrt, conversions and comparisons, as CPython's decimal.
from decimal import Decimal, getcontext, ROUND_HALF_UP, ROUND_DOWN
import decimal
cases = [Decimal(1) / Decimal(3), Decimal(10) / Decimal(4), Decimal(10) / Decimal(5), Decimal('1.10') + Decimal('2.205'),
         Decimal(1.1), Decimal('1.1') * 3, Decimal('0.1') + Decimal('0.2') - Decimal('0.3'), Decimal(2).sqrt(), Decimal(16).sqrt(),
         Decimal('123.456').quantize(Decimal('0.01'), rounding=ROUND_HALF_UP), Decimal('2.675').quantize(Decimal('0.01')),
         Decimal('-7') // Decimal('2'), Decimal('-7') % Decimal('2'), Decimal('1e5'), Decimal('1E+2') + 0, Decimal('0.000001'), Decimal('0.0000001'),
         Decimal(10) ** 30, Decimal('1.5') ** 2, -Decimal('0'), Decimal('100') / Decimal('0.5'), Decimal(7) / Decimal(8), Decimal(2) / Decimal(3),
         Decimal('12345678901234567890123456789012'), Decimal('12345678901234567890123456789012') + 1, Decimal(6) * Decimal('1.08')]
for c in cases:
    print(c, repr(c))
print(int(Decimal('3.99')), int(Decimal('-3.99')), float(Decimal('0.1')), round(Decimal('2.5')), round(Decimal('3.5')), round(Decimal('2.345'), 2))
print(Decimal('1.0') == 1, Decimal('0.5') < 0.6, Decimal(3) > 2, hash(Decimal(5)) == hash(5), sorted([Decimal(3), Decimal('1.5'), 2]))
print(Decimal(10) % (10 ** 9 + 7), Decimal(7) * 24)
getcontext().prec = 5
print(Decimal(1) / Decimal(7), Decimal('1.234567') + 0)
try:
    Decimal(1) * 1.5
except TypeError as e:
    print('TypeError')
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print('ZeroDivisionError', type(e).__name__)
try:
    Decimal('abc')
except decimal.InvalidOperation as e:
    print('InvalidOperation', type(e).__name__)
