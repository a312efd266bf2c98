# What the small pandas does not model ends the run `unsupported`, named.
import pandas as pd

df = pd.DataFrame({'a': [1, 2], 'b': ['x', 'y']})
print(df.pivot_table(index='b', values='a'))
