# str.encode's codecs and error handlers; the Unicode errors' attributes and
# messages; sys.exit(True) exits 1.
import sys
for s, enc in (("é", "ascii"), ("aé€", "latin-1"), ("\udc80", "utf-8")):
    try:
        print(s.encode(enc))
    except UnicodeEncodeError as e:
        print(type(e).__name__, e, e.start, e.end, e.encoding, e.reason)
print("é".encode("ascii", "ignore"), "é".encode("ascii", "replace"), "é€".encode("latin-1", "backslashreplace"), "é".encode("ascii", "xmlcharrefreplace"))
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e, e.start, e.end)
sys.exit(True)
