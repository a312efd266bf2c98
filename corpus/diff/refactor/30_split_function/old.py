data = input().split()
nums = [int(t) for t in data]
total = 0
for v in nums:
    if v > 0:
        total += v
print(total)
