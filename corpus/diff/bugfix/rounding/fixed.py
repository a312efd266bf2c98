def to_cents(amount):
    return round(amount * 100)
