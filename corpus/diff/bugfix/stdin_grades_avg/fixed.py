n = int(input())
total = 0
for _ in range(n):
    total += int(input())
print(f"{total / n:.2f}" if n else 0)
