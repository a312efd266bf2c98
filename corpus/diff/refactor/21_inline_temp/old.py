def price_with_tax(p):
    rate = 20
    tax = p * rate // 100
    total = p + tax
    return total
