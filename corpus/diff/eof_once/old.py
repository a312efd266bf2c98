# The changed output shows on a full stdin and on a short one (both
# versions then raise EOFError alike): one difference, listed once.
t = int(input())
for _ in range(t):
    n = int(input())
    print(n // 2)
