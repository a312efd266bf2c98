# Same output, another way of ending: a negative count raises in the old
# version and exits with status 2 in the new one. --compare output looks at
# the output only (stdout, returns, arguments after the call).
import sys

n = int(input())
print("checking", n)
if n < 0:
    sys.exit(2)
print("ok")
