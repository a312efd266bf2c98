# A generator the module leaves suspended at a yield: that yield did not
# complete, so the module's run covers neither it nor what follows, in hyexec
# as in CPython's trace of the emitted run (the entry run, which takes more
# items, covers them).
def counter():
    n = 0
    while True:
        yield n
        n += 1


c = counter()
print(next(c))
