NAMES = {"+": "add", "-": "sub", "*": "mul"}


def op_name(c):
    return NAMES.get(c, "unknown")
