def counts(text):
    c = {}
    for ch in text:
        c[ch] = c.get(ch, 0) + 1
    return c
