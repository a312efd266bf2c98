# An uncaught error in a function: the traceback line is in the callee.
def average(xs):
    return sum(xs) / len(xs)

print(average([1, 2, 3]))
print(average([]))
