table = []
for row in range(3):
    line = []
    for col in range(3):
        line.append(row * col)
    table.append(line)
print(table)
