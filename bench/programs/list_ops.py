# List building, comprehensions, slicing and pops.
data = [x * 3 % 1000 for x in range(200000)]
evens = [x for x in data if x % 2 == 0]
stack = []
for x in evens:
    stack.append(x)
    if len(stack) > 100:
        stack.pop(0)
print(len(evens), sum(stack), data[::1000][:5])
