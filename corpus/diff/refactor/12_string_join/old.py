def csv_line(words):
    out = ""
    for i, w in enumerate(words):
        if i > 0:
            out += ","
        out += w
    return out
