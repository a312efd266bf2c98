# read_csv with an encoding and a delimiter: both as pandas reads them
# (a Latin-1 file; `;` given as delimiter=).
import pandas as pd

with open("people.csv", "w", encoding="iso-8859-1") as f:
    f.write("name;city\nJosé;Málaga\nAnn;Oslo\n")
df = pd.read_csv("people.csv", encoding="iso-8859-1", delimiter=";")
print(list(df.columns))
print(df["name"].tolist())
print(df["city"].tolist())
