# A pandas call the small pandas does not model (a SQL query) ends the
# first run `unsupported`; the search then answers `pd` with a stand-in for
# the module (a run that rests on it, and says so), which reaches the rest.
import pandas as pd

frame = pd.read_sql("SELECT name, age FROM people", connection)
print(frame.head())
for row in frame.itertuples():
    print(row)
