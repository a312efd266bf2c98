def sort_copy(xs):
    ys = list(xs)
    for i in range(len(ys)):
        for j in range(len(ys) - 1 - i):
            if ys[j] > ys[j + 1]:
                ys[j], ys[j + 1] = ys[j + 1], ys[j]
    return ys
