# _opcode is CPython's C helper for opcode (stack_effect, which reads
# bytecode hyexec does not have); hyexec runs CPython's own opcode.py,
# whose `try: from _opcode import stack_effect` expects this import to fail.
raise ImportError("No module named '_opcode'")
