# A generator suspended at a yield it never resumes from: that yield did not
# complete, so neither it nor what follows it is covered, in hyexec as in
# CPython's trace of the emitted run (tools/cpython_lines.py).
def counter():
    n = 0
    while True:
        yield n
        n += 1


c = counter()
print(next(c))
