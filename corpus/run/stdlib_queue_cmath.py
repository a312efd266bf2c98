# queue and cmath (finite arguments)
import cmath
import queue
q = queue.Queue()
for x in (3, 1, 2):
    q.put(x)
print(q.qsize(), q.get(), q.get_nowait(), q.empty(), q.full())
p = queue.PriorityQueue()
for x in (5, 1, 4):
    p.put((x, str(x)))
print([p.get() for _ in range(3)])
s = queue.LifoQueue(maxsize=2)
s.put(1)
s.put(2)
try:
    s.put_nowait(3)
except queue.Full:
    print("Full", s.full())
try:
    queue.Queue().get_nowait()
except queue.Empty:
    print("Empty")
for z in (1 + 2j, -4, 0.5j, 3):
    print(cmath.sqrt(z), cmath.exp(z), cmath.log(z), cmath.phase(z), cmath.polar(z))
    print(cmath.sin(z), cmath.cos(z), cmath.tan(z), cmath.asin(z), cmath.acos(z), cmath.atan(z))
    print(cmath.sinh(z), cmath.cosh(z), cmath.tanh(z), cmath.asinh(z), cmath.acosh(z), cmath.atanh(z))
print(cmath.rect(2, cmath.pi / 2), cmath.log10(100), cmath.log(8, 2), cmath.isclose(1j, 1.0000000001j))
print(cmath.pi, cmath.e, cmath.inf, cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj))
