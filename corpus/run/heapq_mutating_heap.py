# heapq under a __lt__ that changes the heap: RuntimeError or IndexError
# (CPython's C and Python versions), never a crash.
import heapq


class SideEffectLT:
    def __init__(self, value, heap):
        self.value = value
        self.heap = heap

    def __lt__(self, other):
        self.heap[:] = []
        return self.value < other.value


for name in ['heappush', 'heappop', 'heappushpop', 'heapify', 'heapreplace']:
    heap = []
    heap.extend(SideEffectLT(i, heap) for i in range(50))
    args = (heap,) if name in ('heappop', 'heapify') else (heap, SideEffectLT(5, heap))
    try:
        getattr(heapq, name)(*args)
        print(name, 'finished', len(heap))
    except (IndexError, RuntimeError) as e:
        print(name, 'raised')


class EvilClass(int):
    def __lt__(self, o):
        heap.clear()
        return NotImplemented


heap = []
heapq.heappush(heap, EvilClass(0))
try:
    heapq.heappushpop(heap, 1)
except Exception as e:
    print(type(e).__name__)
