n = int(input())
rows = [list(map(int, input().split())) for _ in range(n)]
print(sum(rows[i][n - 1 - i] for i in range(n)))
