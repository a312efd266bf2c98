import random

random.seed(42)
rolls = [random.randint(1, 6) for _ in range(5)]
print(sum(rolls))
