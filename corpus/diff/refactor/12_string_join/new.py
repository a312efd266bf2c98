def csv_line(words):
    return ",".join(words)
