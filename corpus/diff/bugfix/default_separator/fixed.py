def join_words(words, sep=", "):
    return sep.join(w.strip() for w in words)
