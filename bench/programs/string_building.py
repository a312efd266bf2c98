# String concatenation, join, methods and formatting.
parts = []
s = ""
for i in range(100000):
    t = "item%d" % i
    parts.append(t.upper())
    if i % 1000 == 0:
        s += t
joined = ",".join(parts)
print(len(joined), joined.count("ITEM1"), s[:20], f"{len(parts):,}")
