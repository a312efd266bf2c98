# A function nobody defines, called with other arguments: each argument
# list is an answer of its own (`bound()` for the first, `bound('high')`),
# so one run can have low < high, and a loop can keep one item and drop another.
low = bound("low")
high = bound("high")
if low < high:
    print("range", low, high)
elif low == high:
    print("point", low)
else:
    print("empty")
kept = []
for item in ["apple", "", "pear"]:
    if accept(item):
        kept.append(item)
if kept and len(kept) < 3:
    print("some kept:", kept)
