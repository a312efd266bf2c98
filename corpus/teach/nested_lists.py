row = [0, 0]
grid = [row, row]
grid[0][1] = 7
print(grid)
fresh = [[0, 0] for _ in range(2)]
fresh[0][1] = 7
print(fresh)
