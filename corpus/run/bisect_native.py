# _bisect as CPython's C module: argument binding and its messages, the sequence
# protocol (lists, tuples, str, user classes), key=, insort on lists, subclasses and others.
import bisect, _bisect
print(bisect.bisect_right.__module__, bisect.bisect, bisect.insort, bisect.bisect_left.__name__, bisect.bisect_left.__qualname__)
tests = [
 lambda: bisect.bisect_right([1,2,3], 2, 0, 3, None),
 lambda: bisect.bisect_right([1,2,3]),
 lambda: bisect.bisect_right(x=1),
 lambda: bisect.bisect_right([1], 1, foo=2),
 lambda: bisect.bisect_right([1], 1, a=2),
 lambda: bisect.bisect_right([1], 1, -1),
 lambda: bisect.bisect_right([1], 1, 1.5),
 lambda: bisect.bisect_right([1], 1, 0, 2.0),
 lambda: bisect.bisect_right([1], 1, 0, 5),
 lambda: bisect.bisect_right([1,2,3], 2, hi=-1),
 lambda: bisect.bisect_right([1,2,3], 2, hi=-2),
 lambda: bisect.bisect_right({1:2}, 1),
 lambda: bisect.bisect_right({1:2}, 1, 0, 1),
 lambda: bisect.bisect_right(5, 1),
 lambda: bisect.bisect_right(5, 1, 0, 1),
 lambda: bisect.bisect_right({1}, 1, 0, 1),
 lambda: bisect.bisect_right("abc", "b"),
 lambda: bisect.bisect_left("abc", "b"),
 lambda: bisect.bisect_right(range(10), 5, key=lambda v: -v),
 lambda: bisect.bisect_left([(1,'a'),(2,'b')], 2, key=lambda p: p[0]),
 lambda: bisect.bisect_right([1, 'a'], 3),
 lambda: bisect.bisect_right([1,2,3], 2, True),
 lambda: bisect.bisect_right([1,2,3], 2, 2**70),
 lambda: bisect.bisect_right([1,2,3], 2, lo=None),
 lambda: bisect.bisect_right(None, 1),
 lambda: bisect.bisect(),
 lambda: bisect.insort([1,3], 2),
 lambda: bisect.insort_left([1,3], 2, key=None),
]
for t in tests:
    try: print(t())
    except Exception as e: print(type(e).__name__, e)
class S:
    def __init__(s): s.l = [1, 5, 9]; s.ins = []
    def __len__(s): return 3
    def __getitem__(s, i): print("get", i); return s.l[i]
    def insert(s, i, x): print("insert", i, x)
s = S(); print(bisect.bisect(s, 6)); bisect.insort(s, 6); bisect.insort_left(s, 6, 1, 2)
l = [1, 3]; bisect.insort(l, 2); bisect.insort_left(l, 3); bisect.insort_right(l, 0, key=abs); print(l)
class L(list):
    def insert(s, i, x): print("L.insert", i, x); super().insert(i, x)
m = L([1, 2]); bisect.insort(m, 2); print(m)
print(bisect.bisect_left([1.0, 2.5, 3], 2.5), bisect.bisect_right([1.0, 2.5, 3], 2.5))
