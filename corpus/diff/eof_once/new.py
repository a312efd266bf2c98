# The changed output shows on a full stdin and on a short one (both
# versions then raise EOFError alike): one difference, listed once.
t = int(input())
for _ in range(t):
    n = int(input())
    if n % 2 == 0:
        print(n // 2)
    else:
        print(n // 2 + 1)
