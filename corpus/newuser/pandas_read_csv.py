# A forum answer: read a CSV with pandas, filter and average a column (the file is not here).
import pandas as pd
df = pd.read_csv('employees.csv')
high = df[df['salary'] > 50000]
print(high['name'].tolist())
by_dept = df.groupby('dept')['salary'].mean()
print(by_dept)
