# threading in hyexec's single-threaded schedule: start() runs the target to
# completion, so locks, events and joins behave as in that interleaving.
import threading

results = []
lock = threading.Lock()


def worker(n, out):
    with lock:
        out.append(n * n)


threads = [threading.Thread(target=worker, args=(i, results)) for i in range(5)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results), threading.active_count(), threading.current_thread().name)
print(lock.locked(), lock.acquire(), lock.acquire(blocking=False), lock.locked())
lock.release()
try:
    lock.release()
except RuntimeError as e:
    print("RuntimeError:", e)

r = threading.RLock()
with r:
    with r:
        print("reentrant")
e = threading.Event()
print(e.is_set(), e.wait(0.1))
e.set()
print(e.wait(), e.is_set())
s = threading.BoundedSemaphore(2)
print(s.acquire(), s.acquire(), s.acquire(blocking=False))
s.release()
s.release()
try:
    s.release()
except ValueError as e:
    print("ValueError:", e)


class Counter(threading.Thread):
    def __init__(self):
        super().__init__(name="counter")
        self.total = 0

    def run(self):
        for i in range(10):
            self.total += i


c = Counter()
print(c.is_alive(), c.name)
c.start()
c.join()
print(c.total, c.is_alive())
try:
    c.start()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    threading.Thread(target=print).join()
except RuntimeError as e:
    print("RuntimeError:", e)
local = threading.local()
local.x = 5
print(local.x, threading.main_thread() is threading.current_thread())
timer = threading.Timer(0.5, lambda: print("timer fired"))
timer.start()
timer.join()
