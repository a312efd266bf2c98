n = int(input())
i = 0
acc = 1
while i < n:
    acc = acc * 2
    i = i + 1
print(acc)
