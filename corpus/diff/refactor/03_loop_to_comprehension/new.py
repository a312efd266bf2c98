def evens(n):
    return [i for i in range(n) if i % 2 == 0]
