def clean(line):
    return line.rstrip().replace("\t", " ")
