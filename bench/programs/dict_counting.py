# Dict updates and lookups with string keys.
counts = {}
words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
for i in range(300000):
    w = words[i % 8] + str(i % 100)
    counts[w] = counts.get(w, 0) + 1
print(len(counts), counts["alpha0"])
