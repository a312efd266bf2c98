# Examples of pandas' documentation (pandas 2.x docstrings), whose printed
# output is known: construction, describe, groupby, value_counts, masks.
import pandas as pd

df = pd.DataFrame(data={'col1': [1, 2], 'col2': [3, 4]})
print(df)
print(pd.Series([1, 2, 3]).describe())
animals = pd.DataFrame({'Animal': ['Falcon', 'Falcon', 'Parrot', 'Parrot'],
                        'Max Speed': [380., 370., 24., 26.]})
print(animals.groupby(['Animal']).mean())
print(animals.groupby('Animal')['Max Speed'].mean())
print(animals['Animal'].value_counts())
print(animals[animals['Max Speed'] > 100])
print(animals.shape, len(animals), list(animals.columns))
print(animals.sort_values('Max Speed').head(2))
print(animals.to_dict('list'))
for i, row in animals.iterrows():
    print(i, row['Animal'], row['Max Speed'])
