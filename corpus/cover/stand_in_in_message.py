# An undefined `text` the oracle may answer with a stand-in that the run uses
# only as a plain object: re.search's TypeError names its class. The emitted
# run's plain object has the class name hyexec's stand-in has (Mock), so
# CPython prints the run's message ("expected string or bytes-like object,
# got 'Mock'").
import re

try:
    found = re.search("a+", text)
    print("searched", found is None)
except TypeError as e:
    print("not a string:", e)
