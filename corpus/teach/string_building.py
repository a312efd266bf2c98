words = ["to", "be", "or"]
sentence = ""
for w in words:
    sentence = sentence + w.upper() + " "
sentence = sentence.strip()
print(sentence)
print("-".join(reversed(words)))
