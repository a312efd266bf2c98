found = None
for n in range(10):
    if n % 2 == 0:
        continue
    if n > 4:
        found = n
        break
print(found)
