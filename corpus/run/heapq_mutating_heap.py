# A comparison that empties the heap while heapq sifts it: CPython's _heapq
# raises RuntimeError (the sift never reads past the end).
import heapq


class SideEffectLT:
    def __init__(self, value, heap):
        self.value = value
        self.heap = heap

    def __lt__(self, other):
        self.heap[:] = []
        return self.value < other.value


for name in ('heappush', 'heappop', 'heappushpop'):
    heap = []
    heap.extend(SideEffectLT(i, heap) for i in range(200))
    args = (heap,) if name == 'heappop' else (heap, SideEffectLT(5, heap))
    try:
        getattr(heapq, name)(*args)
        print(name, 'no error', len(heap))
    except (IndexError, RuntimeError) as e:
        print(name, type(e).__name__, e)
h = [5, 1, 4, 2]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 3), heapq.heappop(h), h)
