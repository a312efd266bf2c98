# Competition code whose imports were stripped: math, Counter and deque are
# resolved by importing them, as the complete code does.
values = [3, 1, 4, 1, 5, 9, 2, 6]
print(math.gcd(12, 18), sqrt(16))
counts = Counter(values)
queue = deque(sorted(counts))
while queue:
    v = queue.popleft()
    if counts[v] > 1:
        print("repeated", v)
