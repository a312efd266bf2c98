class L(list): pass
for f in (lambda: object.__new__(L), lambda: list.__new__(int), lambda: tuple.__new__(L)):
    try: f()
    except TypeError as e: print(e)
for b in (range, slice, type(None), type(len)):
    try:
        class X(b): pass
    except TypeError as e: print(e)
try:
    class Y(list, dict): pass
except TypeError as e: print(e)
