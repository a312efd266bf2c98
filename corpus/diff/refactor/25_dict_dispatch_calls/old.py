def apply(op, a, b):
    if op == "add":
        return a + b
    if op == "mul":
        return a * b
    return None
