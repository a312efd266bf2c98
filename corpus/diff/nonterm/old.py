def countdown(n):
    while n > 0:
        n -= 2
    return n
