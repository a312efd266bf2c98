def title_words(s):
    out = []
    for w in s.split(" "):
        out.append(w[:1].upper() + w[1:])
    return " ".join(out).strip()
