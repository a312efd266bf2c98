rows = load_rows(path)
names = []
for r in rows:
    names.append(r.upper())
print(names)
