rows = load_rows(path)
names = [r.upper() for r in rows]
print(names)
