n = 3
while n > 0:
    print(n)
    n -= 1
print("liftoff")
