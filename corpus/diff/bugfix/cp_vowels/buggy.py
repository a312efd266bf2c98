s = input()
print(sum(1 for ch in s if ch in "aeiou"))
