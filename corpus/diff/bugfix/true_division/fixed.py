def halves(n):
    return [n // 2, n - n // 2]
