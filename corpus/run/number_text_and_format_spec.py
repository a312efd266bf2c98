# int()/float()/complex() read Unicode digits and spaces; the format-spec
# mini-language's checks (grouping options, z, per-type flags) and complex
# formatting.
print(int('١٢٣'), int('\u2003-3\u2002'), float(' ١٢٣.٥ '), complex('１+２j'), int('１０', 2))
for bad in ['١x', '1\u20442', '']:
    try:
        int(bad)
    except ValueError as e:
        print(e)
for value, spec in [(1234567, ',_'), (1234567, '_,'), (1234567, ',,'), (1234567, ',b'),
                    (1234567, '_b'), (1.5, ',n'), ('a', ','), (-0.0, 'z'), (-0.0001, 'z.2f'),
                    (float('-inf'), 'z'), (1, 'z'), ('a', '+'), ('a', '#'), (5, '.2'),
                    (65, '+c'), (-1, 'c'), (1 + 2j, '.2f'), (1.5 + 2j, '^20'), (2j, ''),
                    (-0.0 + 2j, ''), (1 + 2j, '010'), (1 + 2j, '%'), (1.123456789 + 2j, '.3'),
                    (-2j, 'z.1f'), (3j, '+'), (12345, '#_o'), (-0.4, 'z.0f')]:
    try:
        print(repr(spec), repr(format(value, spec)))
    except (ValueError, OverflowError) as e:
        print(repr(spec), type(e).__name__, e)
