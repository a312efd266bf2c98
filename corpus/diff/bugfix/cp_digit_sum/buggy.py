n = input().strip()
total = 0
for ch in n[1:]:
    total += int(ch)
print(total)
