# What a program writes to sys.stderr, between its stdout writes: kept and in order.
import sys
print("out 1")
print("err 1", file=sys.stderr)
sys.stderr.write("err 2\n")
print("out 2")
import warnings
warnings.warn("a user warning")
warnings.warn("deprecated", DeprecationWarning)  # hidden by default outside __main__? shown here
import logging
logging.warning("logged %d", 3)
logging.info("not shown")
print("err 3", end="", file=sys.stderr)
print(file=sys.stderr)
raise SystemExit("bye")
