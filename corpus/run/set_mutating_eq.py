# Set operations whose keys' __eq__ clears the sets being compared (CPython's
# bpo-46615 regression test): each either finishes or raises RuntimeError,
# never crashes; the probe starts again when the table changed under it.
import random
from random import randrange

random.seed(7)


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


ops = {
    '==': lambda a, b: a == b, '<': lambda a, b: a < b, '&': lambda a, b: a & b,
    '|': lambda a, b: a | b, '-': lambda a, b: a - b, '^': lambda a, b: a ^ b,
    'issubset': lambda a, b: a.issubset(b), '&=': lambda a, b: a.intersection_update(b),
    '-=': lambda a, b: a.difference_update(b), 'update': lambda a, b: a.update(b),
    'isdisjoint': lambda a, b: a.isdisjoint(b), 'repr': lambda a, b: repr(a),
    'copy': lambda a, b: a.copy(), 'in': lambda a, b: Bad() in a,
}
for name, op in ops.items():
    for _ in range(30):
        enabled = False
        set1 = set(Bad() for _ in range(randrange(30)))
        set2 = set(Bad() for _ in range(randrange(30)))
        enabled = True
        try:
            op(set1, set2)
        except RuntimeError as e:
            assert 'changed size during iteration' in str(e), e
    print(name, 'survived')
