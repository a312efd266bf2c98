def is_anagram(a, b):
    return sorted(a.replace(" ", "")) == sorted(b.replace(" ", ""))
