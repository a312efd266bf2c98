def make_counter():
    count = 0

    def step():
        nonlocal count
        count += 1
        return count

    return step


tick = make_counter()
tick()
print(tick())
