def op_name(c):
    if c == "+":
        return "add"
    elif c == "-":
        return "sub"
    elif c == "*":
        return "mul"
    else:
        return "unknown"
