# random without a seed: hyexec's generator starts from its fixed entropy,
# and the emitted run seeds CPython's the same way, so CPython prints the
# rolls the run printed.
import random

rolls = [random.randint(1, 6) for _ in range(5)]
print(rolls, random.choice("abc"), round(random.random(), 6))
if sum(rolls) > 30:
    print("more than five sixes")
