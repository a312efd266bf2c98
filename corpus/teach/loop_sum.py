total = 0
for i in range(4):
    total = total + i
print("total", total)
