def total(prices):
    running_sum = 0
    for price in prices:
        running_sum += price
    return running_sum
