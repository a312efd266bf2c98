# float.hex, float.fromhex (rounding, subnormals, overflow, bad strings, a
# subclass) and float.__getformat__, against CPython.
print(float.__getformat__('double'), float.__getformat__('float'))
try: float.__getformat__('x')
except ValueError as e: print(e)
try: float.__getformat__(1)
except TypeError as e: print(e)
for x in [1.0, -0.0, 0.5, 3.14, 1e300, 5e-324, float('inf'), float('-inf'), float('nan'), 2.0**-1022, 0.1, -2.5e-310]: print(x.hex())
for s in ['0x1.8p1', ' 0X1P-1074 ', 'inf', '-Infinity', 'nan', '0x.8', '1', '10', '0x1.fffffffffffffp+1023', '0x1p1024', 'zz', '0x1.0000000000000Fp0', '-0x0p0','0x1.00000000000008p0','0x1.00000000000018p0', '0x3p-1076', '0x1p-1075','0x1.000001p-1074', '0x', '0x1p', '1.p+2', '.', '0x1.8p1 x']:
    try: print(repr(float.fromhex(s)))
    except (ValueError, OverflowError) as e: print(type(e).__name__, e)
class F(float):
    pass
print(type(F.fromhex('0x1p3')).__name__, F.fromhex('0x1p3'), F(2.5).hex())
for x in [0.1, 1/3, 1e-320, 123456.789]:
    assert float.fromhex(x.hex()) == x
