# A threshold and scores from stdin: the mean of the scores above the
# threshold divides by zero when no score is above it.
k = int(input())
scores = list(map(int, input().split()))
picked = 0
total = 0
for s in scores:
    if s > k:
        picked += 1
        total += s
print(total / picked)
