def rev(s):
    return s[::-1]
