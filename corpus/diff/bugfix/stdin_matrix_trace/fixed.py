n = int(input())
rows = [list(map(int, input().split())) for _ in range(n)]
print(sum(rows[i][i] for i in range(n)))
