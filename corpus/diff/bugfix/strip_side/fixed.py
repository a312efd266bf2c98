def clean(line):
    return line.strip().replace("\t", " ")
