# _functools is CPython's C accelerator for functools; hyexec runs CPython's
# own functools.py, whose pure-Python definitions stand when this import
# fails (its `try: from _functools import ...` expects exactly that).
raise ImportError("No module named '_functools'")
