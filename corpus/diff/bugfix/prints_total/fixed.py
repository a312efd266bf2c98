def report(prices):
    total = 0
    for p in prices:
        total += p
    print("total:", total)
    print("items:", len(prices))
