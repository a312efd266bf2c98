# str.encode under codec names CPython knows besides utf-8/ascii/latin-1:
# ASCII text encodes as ASCII under every ASCII-compatible codec, names are
# normalized as the encodings package does, and only unknown names raise
# LookupError (shift_jis is CRUXEval's sample 621).
def f(text, encoding):
    try:
        return text.encode(encoding)
    except LookupError:
        return str(LookupError)


for enc in ["shift_jis", "Shift-JIS", "cp1252", "koi8_r", "euc jp", "big5", "mac-roman",
            "CP-1252", "utf.8", "nope", ""]:
    print(repr(enc), f("13:45:56 a~\\", enc))
try:
    "x".encode("no such codec")
except LookupError as e:
    print(type(e).__name__, e)
