import sys
n = int(input())
if n < 0:
    print("negative")
    sys.exit(1)
print(n * 2)
