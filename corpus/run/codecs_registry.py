# codecs: the registry (CPython's encodings package, search functions a program
# registers), str.encode / bytes.decode / str() / bytes() through it, the error
# handlers (builtin and registered), incremental and stream codecs.
import codecs

print(codecs.lookup("UTF8").name, codecs.lookup("latin_1").name, codecs.lookup("cp1252").name)
for enc in ("utf-16", "utf-16-be", "utf-32", "utf-7", "cp1252", "cp437", "koi8_r",
            "unicode_escape", "raw_unicode_escape", "mac_roman", "iso8859_15"):
    data = "héllo €\n".encode(enc, "replace")
    print(enc, data, ascii(data.decode(enc)))
print("a\udcff".encode("utf-8", "surrogateescape"), ascii(b"a\xff".decode("utf-8", "surrogateescape")))
print("\ud800".encode("utf-8", "surrogatepass"), ascii(b"\xed\xa0\x80".decode("utf-8", "surrogatepass")))
print("€".encode("ascii", "namereplace"), "€".encode("latin-1", "xmlcharrefreplace"))
print(codecs.encode("abc", "rot13"), codecs.decode(b"616263", "hex"), codecs.encode(b"x", "base64"))
print(str(b"\xe9t\xe9", "latin-1"), str(b"abc", encoding="ascii"), bytes("é", "utf-8"))
print(b"a\xffb".decode("ascii", "backslashreplace"), b"a\xffb".decode("utf-8", "replace"))


def search(name):
    if name == "my_codec":
        return codecs.CodecInfo(lambda s, errors="strict": (s.upper().encode(), len(s)),
                                lambda b, errors="strict": (bytes(b).decode().lower(), len(b)),
                                name="my-codec")
    return None


codecs.register(search)
print("abc".encode("my_codec"), b"ABC".decode("My Codec"), codecs.lookup("my_codec").name)
codecs.unregister(search)
codecs.register_error("dash", lambda e: ("-" * (e.end - e.start), e.end))
print("aéb€".encode("ascii", "dash"), b"a\xff\xfeb".decode("utf-8", "dash"))
dec = codecs.getincrementaldecoder("utf-8")()
print([dec.decode(bytes([b])) for b in "é€".encode()], dec.decode(b"", final=True))
enc = codecs.getincrementalencoder("utf-16")()
print(enc.encode("a"), enc.encode("b"))
for bad in (lambda: "x".encode("no such codec"), lambda: "é".encode("ascii"),
            lambda: b"\xff".decode("utf-16-le"), lambda: "x".encode("hex"),
            lambda: codecs.lookup_error("nope"), lambda: "é".encode("ascii", "nope"),
            lambda: str("x", "utf-8"), lambda: codecs.encode(1, "utf-8")):
    try:
        bad()
    except (LookupError, UnicodeError, TypeError) as e:
        print(type(e).__name__, e)
