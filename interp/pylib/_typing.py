# _typing is CPython's C accelerator for typing; hyexec runs CPython's own
# typing.py, whose pure-Python fallback stands when this import fails (its
# `try: from _typing import _idfunc` expects exactly that).
raise ImportError("No module named '_typing'")
