# int() and float() of str read Unicode decimal digits and spaces as CPython's.
for s in ('١٢', ' ١٢ ', '\u2003١٢\u3000', '１２３', '12', '१२३४५६७८९०1234567890', '१.५', '½', 'x١'):
    for f in (int, float, lambda t: int(t, 16)):
        try: print(repr(s), f(s))
        except ValueError as e: print(repr(s), 'ValueError', e)
