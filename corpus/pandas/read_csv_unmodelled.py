# An option of read_csv the small pandas does not model ends the run
# unsupported, naming it, instead of a TypeError pandas would not raise.
import pandas as pd

with open("data.csv", "w") as f:
    f.write("skip me\na,b\n1,2\n")
df = pd.read_csv("data.csv", skiprows=1)
print(df["a"].tolist())
