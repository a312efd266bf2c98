# A stdin program whose edit changes the printed value for inputs far
# from any branch: only the solver, asked for an input on the same paths
# where the two printed lines differ, finds one (x < -4000 or x >= 26000).
n = int(input())
for _ in range(n):
    x = int(input())
    print("total:", x * 2 + (x + 4000) // (3 * 10**4))
