def snake(name):
    out = ""
    for i, c in enumerate(name):
        if c.isupper():
            out += ("_" if i else "") + c.lower()
        else:
            out += c
    return out
