def evens(n):
    out = []
    for i in range(n):
        if i % 2 == 0:
            out.append(i)
    return out
