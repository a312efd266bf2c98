# The new version guards N = 0, which the input description rules out
# (1 <= N): with --stdin-spec both versions agree on every valid input.
n = int(input())
xs = list(map(int, input().split()))
print(sum(xs) // n if n else 0)
