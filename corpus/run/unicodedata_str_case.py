# unicodedata over CPython's character database, and str's case mappings and
# classes from the same tables: full mappings ('ß'.upper()), the final sigma,
# title case, normalization forms with composition.
import unicodedata as u

for ch in "aΣ½é中\u0301\u2028١":
    print(ascii(ch), u.name(ch, None), u.category(ch), u.bidirectional(ch), u.combining(ch),
          u.east_asian_width(ch), u.mirrored(ch), u.decimal(ch, None), u.digit(ch, None),
          u.numeric(ch, None), u.decomposition(ch))
print(u.lookup("GREEK SMALL LETTER ALPHA"), u.name("\uac01"), u.lookup("HANGUL SYLLABLE GAG"), u.lookup("CJK UNIFIED IDEOGRAPH-4E00"))
for form in ("NFC", "NFD", "NFKC", "NFKD"):
    for text in ("e\u0301", "\u1e9b\u0323", "ﬁ", "\u1100\u1161\u11a8", "Å", "a\u0328\u0301"):
        print(form, ascii(text), ascii(u.normalize(form, text)), u.is_normalized(form, text))
for bad in (lambda: u.lookup("NO SUCH NAME"), lambda: u.lookup("hangul syllable gag"), lambda: u.name("\x00"), lambda: u.category("ab"),
            lambda: u.normalize("NFX", "a"), lambda: u.digit("a"), lambda: u.numeric("a")):
    try:
        bad()
    except (KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
for s in ("ß", "ΑΣ", "ΑΣ Β", "ǆemal", "ﬁne", "İ", "hello wORLD", "ǅ", "ΣΑΣ"):
    print(ascii(s.upper()), ascii(s.lower()), ascii(s.title()), ascii(s.capitalize()),
          ascii(s.swapcase()), ascii(s.casefold()), s.isupper(), s.islower(), s.istitle())
for s in ("١٢٣", "½", "Ⅷ", "²", "a\u0301", "\u3000", "x\u00b2", "ǅ"):
    print(ascii(s), s.isdecimal(), s.isdigit(), s.isnumeric(), s.isalpha(), s.isalnum(),
          s.isspace(), s.isidentifier(), s.isprintable())
print("a\u2028b\u3000c".split(), ascii("\u3000 x \u2003".strip()), u.unidata_version)
