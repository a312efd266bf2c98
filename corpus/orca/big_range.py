# range() over integers beyond 64 bits: hyexec's interpreter stops
# (unsupported) where CPython goes on to a ZeroDivisionError.
big = 10 ** 20
for i in range(big, big + 3):
    last = i
print(last // (i - i))
