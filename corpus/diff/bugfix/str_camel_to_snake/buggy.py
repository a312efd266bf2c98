def snake(name):
    out = ""
    for c in name:
        if c.isupper():
            out += "_" + c.lower()
        else:
            out += c
    return out
