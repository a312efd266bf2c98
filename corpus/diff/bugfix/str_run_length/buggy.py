def encode(s):
    out = ""
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        if j < len(s):
            out += s[i] + str(j - i)
        i = j
    return out
