import random

random.seed(42)
total = 0
for _ in range(5):
    total += random.randint(1, 6)
print(total)
