# A window that reads one element past the end of the list.
values = [4, 8, 15, 16]
best = 0
for k in range(len(values)):
    pair = values[k] + values[k + 1]
    if pair > best:
        best = pair
print(best)
