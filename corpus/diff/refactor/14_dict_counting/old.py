def counts(text):
    c = {}
    for ch in text:
        if ch in c:
            c[ch] = c[ch] + 1
        else:
            c[ch] = 1
    return c
