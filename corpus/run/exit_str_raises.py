import sys
class C:
    def __str__(self): raise ValueError
sys.exit(C())
