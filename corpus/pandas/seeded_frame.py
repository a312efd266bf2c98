# numpy's seeded draws (np.random.seed(0): [5 0 3 3 7], as numpy draws them)
# in a frame; its emitted run (cover --emit-python) draws the same in CPython.
import numpy as np
import pandas as pd

np.random.seed(0)
a = np.random.randint(0, 10, 5)
df = pd.DataFrame({'x': list(a)})
print(a, a.sum())
print(df['x'].mean(), df['x'].max())
