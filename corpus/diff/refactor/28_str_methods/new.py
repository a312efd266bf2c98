def shout(s):
    return f"{s.strip().upper()}!"
