# _stat is CPython's C accelerator for stat; hyexec runs CPython's own
# stat.py, whose pure-Python definitions stand when this import fails (its
# `try: from _stat import *` expects exactly that).
raise ImportError("No module named '_stat'")
