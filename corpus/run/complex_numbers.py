# complex construction, arithmetic, equality, hashing and errors
print(complex(1, 2), complex("1-2j"), complex(" (3+4J) "), complex(2.5), complex(1j, 1j))
z = (1 + 2j) * (3 - 4j)
print(z, z.real, z.imag, z.conjugate(), abs(3 + 4j), -z, +z)
print((1 + 2j) / (3 - 4j), (1 + 2j) ** 2, 2 ** (1j), (1j) ** 0.5, (-8) ** (1 / 3))
print(1 + 0j == 1, 1j == 1j, (1 + 2j) != (1 + 2j), hash(1 + 0j) == hash(1), hash(2 + 3j))
print({1j: "a"}[1j], 3 * 1j, 1j - 1, 2.5 + 1j, True + 1j)
for bad in ("1+2", "j2", "1 + 2j", ""):
    try:
        complex(bad)
    except ValueError as e:
        print("ValueError", repr(bad), e)
for expr in (lambda: 1j / 0, lambda: 0j ** -1, lambda: 1j < 2j, lambda: 1j // 2, lambda: ~1j):
    try:
        expr()
    except Exception as e:
        print(type(e).__name__, e)
