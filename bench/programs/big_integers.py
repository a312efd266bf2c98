# Arbitrary-precision arithmetic.
f = 1
for i in range(1, 3000):
    f *= i
a, b = 0, 1
for _ in range(20000):
    a, b = b, a + b
print(f.bit_length(), a % 1000000007, pow(3, 10**6, 10**9 + 7))
