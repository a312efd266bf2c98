import sys
n = int(input())
if n < 0:
    print("negative")
    sys.exit(0)
print(n * 2)
