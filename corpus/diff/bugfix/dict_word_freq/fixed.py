def top_word(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    best = None
    for w, c in counts.items():
        if best is None or c > counts[best]:
            best = w
    return best
