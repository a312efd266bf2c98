n = input().strip()
total = 0
for ch in n:
    total += int(ch)
print(total)
