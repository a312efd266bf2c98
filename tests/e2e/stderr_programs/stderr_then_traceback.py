# The program's stderr comes before the traceback of the exception that ends it.
import sys
print("to stderr first", file=sys.stderr)
def f(x):
    raise ValueError(x)
f(0)
