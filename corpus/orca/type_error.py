# Strings compared and subtracted: max and min work on str, `-` does not.
n = 6
a = ['5', '3', '1', '3', '4', '3']
margin = max(a) - min(a)
print(margin)
