s = input()
print(sum(1 for ch in s.lower() if ch in "aeiou"))
