# A forum answer: summarise a CSV file whose path the question never gives.
import csv

with open(filename) as f:
    rows = list(csv.reader(f)) if USE_CSV else [line.split(",") for line in f]
header, body = rows[0], rows[1:]
print("columns:", ", ".join(header))
for row in body:
    if len(row) != len(header):
        print("bad row", row)
        continue
    print(dict(zip(header, row)))
