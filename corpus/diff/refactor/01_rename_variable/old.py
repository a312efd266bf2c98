def total(prices):
    t = 0
    for p in prices:
        t += p
    return t
