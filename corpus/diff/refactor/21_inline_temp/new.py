def price_with_tax(p):
    return p + p * 20 // 100
