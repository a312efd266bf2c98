# Runs that end through SystemExit: cover's exit_line says where (CLI.md).
import sys


def check(n):
    if n < 0:
        sys.exit("negative")
    return n * 2


if limit == 0:
    exit(0)
print(check(limit))
