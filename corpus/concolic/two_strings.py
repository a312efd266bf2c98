# Two lines S and T: is T inside S, at its start, or nowhere?
s = input()
t = input()
if t in s:
    if s.startswith(t):
        print("prefix")
    else:
        print("inside")
else:
    print("absent")
