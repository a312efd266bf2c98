# Renamed (discount -> price_after_discount) and its parameters too; the
# new version also rounds the other way for a member.
def price_after_discount(amount, is_member):
    if is_member:
        return -(-amount * 90 // 100)
    return amount
