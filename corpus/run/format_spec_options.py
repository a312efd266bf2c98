# The format-spec options CPython 3.11 checks per type: 'z' (negative zero
# coerced after rounding), complex's own formatting, what str refuses, and a
# keyword argument given twice (a SyntaxError of the call, not a TypeError).
cases = [
    (-0.0, 'z'), (-0.001, 'z.1f'), (-0.0001, 'z.2%'), (-0.4, 'z.0f'), (-0.0, 'z,.3g'),
    (-0.0, 'zn'), (-1e-300, 'ze'), (-0.5, 'z.0f'), (-0.6, 'z.0f'), (float('-nan'), 'z'),
    (1, 'z'), (1, 'zd'), (True, 'z5'),
    ('a', '+'), ('a', ' '), ('a', 'z'), ('a', '#'), ('a', '=5'), ('a', '05'),
    (1 + 2j, ''), (1 + 2j, '.1f'), (-0.0 - 0j, ''), (0j, ''), (-0.0 + 1j, ''),
    (1.5 - 2.25j, '+.2e'), (3j, '10'), (3j, '<10.2f'), (1e20 + 1e-5j, 'g'), (1 + 1j, '.3'),
    (complex(float('inf'), float('nan')), ''), (-0.0 - 0.0j, 'z.1f'), (1 + 2j, 'd'),
    (1 + 2j, '=10'), (1 + 2j, '010'), (1 + 2j, '%'), (12345.678 + 1j, ',.2f'), (1 + 2j, 'n'),
]
for v, spec in cases:
    try:
        print(repr(v), repr(spec), '->', repr(format(v, spec)))
    except (ValueError, TypeError) as e:
        print(repr(v), repr(spec), '->', type(e).__name__, e)
print(f'{-0.001:z.2f}|{1-2j:^16.3f}|{"s":>3}')
for src in ['f(c=1, c=2)', 'f(1, a=1, b=2, a=3)', 'f(**k, x=1, x=2)', 'class A(metaclass=M, metaclass=N): pass']:
    try:
        compile(src, '<probe>', 'exec')
    except SyntaxError as e:
        print(src, '->', e.msg, e.lineno)
