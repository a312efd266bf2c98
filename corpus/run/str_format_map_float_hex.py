# str.format_map (names through the mapping's __getitem__, so __missing__),
# float.hex and float.fromhex (exact round trips, CPython's forms and errors).
class Defaulting(dict):
    def __missing__(self, key):
        return '<' + key + '>'


print('{a}-{b}'.format_map(Defaulting(a=1)), '{x[0]}{y.real}'.format_map({'x': [5], 'y': 2}))
for fmt, mapping in (('{}', {}), ('{q}', {})):
    try:
        fmt.format_map(mapping)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
for x in [1.5, 0.0, -0.0, 1e-310, 5e-324, 1e308, 0.1, -2.75, float('inf'), float('nan'), 1 / 3]:
    h = x.hex()
    print(h, float.fromhex(h) == x or x != x)
for s in ['0x1.8p1', '1.8p1', '  -0x1p-2  ', 'inf', '-Infinity', 'nan', '0x.8', '0x1.', 'ff', '0x1p', 'z']:
    try:
        print(s, float.fromhex(s))
    except ValueError as e:
        print(s, e)
try:
    float.fromhex('0x1p5000')
except OverflowError as e:
    print(e)
