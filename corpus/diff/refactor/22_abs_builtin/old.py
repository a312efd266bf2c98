x = int(input())
if x < 0:
    x = -x
print(x)
