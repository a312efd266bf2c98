# Slice bounds: ints past 64 bits, bools, __index__, negative steps, and the errors.
l = list(range(10))
print(l[2**70:], l[-2**70:3], l[:2**64], l[::2**63], l[::-2**63], l[True:], "abc"[1:2**80])
class I:
    def __index__(self): return 2
print(l[I():I()+3] if False else l[I():], l[:I()])
for s in [slice(None, None, -1), slice(-3, None), slice(5, 1, -2), slice(-100, 100, 3)]:
    print(l[s], tuple(l)[s], "abcdefghij"[s], range(10)[s])
try: l[1.0:]
except TypeError as e: print(e)
try: l[::0]
except ValueError as e: print(e)
