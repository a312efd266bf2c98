# Set insertion and membership.
seen = set()
hits = 0
for i in range(400000):
    k = (i * 7919) % 100003
    if k in seen:
        hits += 1
    else:
        seen.add(k)
print(len(seen), hits)
