def to_base(num, b):
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    out = ""
    while num > 0:
        out = out + digits[num % b]
        num //= b
    return out
