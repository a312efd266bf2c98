def to_base(num, b):
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    out = ""
    while num > 0:
        out = digits[num % b] + out
        num //= b
    return out
