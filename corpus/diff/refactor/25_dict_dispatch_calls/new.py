def _add(a, b):
    return a + b


def _mul(a, b):
    return a * b


def apply(op, a, b):
    handler = {"add": _add, "mul": _mul}.get(op)
    return handler(a, b) if handler else None
