s = input().strip()
ok = True
for i in range(len(s) // 2):
    if s[i] != s[-1 - i]:
        ok = False
print("Yes" if ok else "No")
