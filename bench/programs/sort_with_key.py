# Sorting tuples with key functions and comparisons.
rows = [((i * 7919) % 10007, "n%d" % (i % 97), i) for i in range(100000)]
by_first = sorted(rows, key=lambda r: r[0])
by_name = sorted(rows, key=lambda r: (r[1], -r[2]))
rows.sort(reverse=True)
print(by_first[0], by_name[0], rows[0])
