def to_cents(amount):
    return int(amount * 100)
