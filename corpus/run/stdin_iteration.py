# Reading stdin by iterating over sys.stdin, as competition programs do.
import sys

first = sys.stdin.readline().split()
total = 0
for line in sys.stdin:
    total += sum(map(int, line.split()))
print(first, total)
print(sys.stdin.read() == "", repr(sys.stdout)[:19])
sys.stdout.write("done\n")
