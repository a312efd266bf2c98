# Set methods against a dict or list whose keys' __eq__ clears both sides:
# the dict lookup holds the key and starts again when the dict changed
# (it read a freed entry and crashed), as CPython's does.
from random import randrange
import random
random.seed(3)
class Bad:
    def __eq__(self, other):
        if not enabled:
            return False
        if randrange(20) == 0:
            set1.clear()
        if randrange(20) == 0:
            set2.clear()
        return bool(randrange(2))
    def __hash__(self):
        return randrange(2)
for name, op in [('issubset', lambda a, b: a.issubset(b)), ('issuperset', lambda a, b: a.issuperset(b)), ('isdisjoint', lambda a,b: a.isdisjoint(b)), ('intersection', lambda a,b: a.intersection(b)), ('difference', lambda a, b: a.difference(b)), ('symdiff', lambda a,b: a.symmetric_difference(b)), ('union', lambda a,b: a.union(b)), ('update', lambda a,b: a.update(b)), ('idu', lambda a, b: a.intersection_update(b)), ('ddu', lambda a, b: a.difference_update(b)), ('sdu', lambda a,b: a.symmetric_difference_update(b))]:
    for ctor in [dict.fromkeys, list]:
        for _ in range(20):
            enabled = False
            set1 = set(Bad() for _ in range(randrange(50)))
            set2 = ctor(Bad() for _ in range(randrange(50)))
            enabled = True
            try:
                op(set1, set2)
            except RuntimeError as e:
                assert 'changed size during iteration' in str(e), e
    print(name, 'ok')
