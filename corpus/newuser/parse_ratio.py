# Reads "a/b" and prints the ratio; "1/0" raises ZeroDivisionError for real.
def parse_ratio(text):
    try:
        a, b = text.split('/')
        num, den = int(a), int(b)
    except ValueError:
        return None
    return num / den


s = input()
r = parse_ratio(s)
if r is None:
    print("bad input")
else:
    print(round(r, 3))
