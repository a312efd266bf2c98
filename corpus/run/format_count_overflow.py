# Widths, precisions and field indexes in format strings past what CPython
# counts in (a Py_ssize_t, or an int for precisions): ValueError in CPython's
# words, never a crash; long but valid precisions are written in full.
cases = [
    lambda: format(1, '9999999999999999999999d'),
    lambda: format(1.5, '.9999999999999999999999f'),
    lambda: '%9999999999999999999999d' % 1,
    lambda: '%.9999999999999999999999f' % 1.0,
    lambda: '{0[99999999999999999999999]}'.format([1]),
    lambda: '{99999999999999999999999}'.format(1),
    lambda: format(1, '.9999999999f'),
    lambda: '%.2147483648f' % 1.0,
    lambda: len(format(1.5, '.600f')),
    lambda: len(format(1.5e300, '.300f')),
    lambda: format(2.5, '#.700g')[-3:],
    lambda: format(1e-300, '.500e')[-6:],
]
for case in cases:
    try:
        print(case())
    except ValueError as e:
        print('ValueError', e)
