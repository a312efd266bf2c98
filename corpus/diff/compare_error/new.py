# Only the message sys.exit writes to stderr changed: --compare error
# (status, output, exception types and messages) sees no difference;
# --compare all (compare_all) does.
import sys

n = int(input())
if n < 0:
    sys.exit("count must not be negative")
print(n)
