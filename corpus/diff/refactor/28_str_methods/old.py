def shout(s):
    t = s.strip()
    return t.upper() + "!"
