# Shallow copies and pickles of deque, defaultdict and array.array: their own
# __copy__/__reduce__ (a copy never shares the original's items), as CPython's.
import copy, pickle, array
from collections import deque, defaultdict
d = deque([1, 2], 5)
c = copy.copy(d)
c.append(3)
print(d, c, copy.deepcopy(d), pickle.loads(pickle.dumps(d)), d.__reduce__()[:3])
class D(deque):
    pass
x = D([1])
x.a = 1
y = pickle.loads(pickle.dumps(x))
print(type(y).__name__, list(y), y.a, type(copy.copy(x)).__name__)
dd = defaultdict(list, a=[1])
c = copy.copy(dd)
c['b'].append(2)
print(dd, c, pickle.loads(pickle.dumps(dd)), copy.deepcopy(dd), dd.__reduce__()[:4])
a = array.array('i', [1, 2])
b = copy.copy(a)
b.append(3)
print(a, b, copy.deepcopy(a), pickle.loads(pickle.dumps(a)), a.__reduce_ex__(2))
