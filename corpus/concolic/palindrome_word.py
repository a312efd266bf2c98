# S: a word; classify it by its first and last letters and its length.
s = input()
if len(s) == 0:
    print("empty")
elif s[0] == s[-1]:
    if len(s) > 3:
        print("long same ends")
    else:
        print("short same ends")
elif s.startswith("ab"):
    print("starts with ab")
else:
    print("other")
