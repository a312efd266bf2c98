# A forum answer: filter a DataFrame and average a column (df is never defined).
high = df[df['salary'] > 50000]
print(high['name'].tolist())
by_dept = df.groupby('dept')['salary'].mean()
print(by_dept)
