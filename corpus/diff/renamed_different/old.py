# Renamed (discount -> price_after_discount) and its parameters too; the
# new version also rounds the other way for a member.
def discount(price, member):
    if member:
        return price * 90 // 100
    return price
