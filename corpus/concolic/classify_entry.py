# A function under test (hyexec cover --entry classify): its parameters are the inputs.
def classify(x, y):
    if x > y:
        if x - y > 10:
            return "far above"
        return "above"
    if x == y:
        return "equal"
    if (y - x) % 7 == 3:
        return "odd gap"
    return "below"
