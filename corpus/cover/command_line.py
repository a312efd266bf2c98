# A script that reads its arguments was run with some: the oracle answers
# sys.argv with as many as it indexes, each a str its uses call for (a
# number for int()), and then with none, which prints the usage; both are
# inputs CPython reproduces by assigning sys.argv first.
import sys

if len(sys.argv) < 2:
    print("usage: command_line.py COUNT")
    sys.exit(1)
count = int(sys.argv[1])
for i in range(count):
    print("line", i)
