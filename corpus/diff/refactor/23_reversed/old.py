def rev(s):
    out = ""
    for ch in s:
        out = ch + out
    return out
