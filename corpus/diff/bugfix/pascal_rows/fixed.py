def pascal(n):
    rows = [[1]]
    for r in range(1, n):
        prev = rows[-1]
        row = []
        for c in range(r + 1):
            left = prev[c - 1] if c > 0 else 0
            right = prev[c] if c < r else 0
            row.append(left + right)
        rows.append(row)
    return rows
