def knapsack(capacity, items):
    table = [0] * (capacity + 1)
    for weight, value in items:
        for c in range(capacity, weight - 1, -1):
            table[c] = max(table[c], table[c - weight] + value)
    return table[capacity]
