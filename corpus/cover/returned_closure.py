# Functions that return a function of their own (a closure, a decorator's
# wrapper): the caller goes on to call what they return, so the entry's
# returned function is called too, and its body runs.
def make_counter(start):
    count = [start]

    def bump():
        count[0] += 1
        return count[0]

    return bump


def logged(func):
    def wrapper(*args, **kwargs):
        print("calling", func.__name__)
        return func(*args, **kwargs)

    return wrapper


def scaled(factor):
    return lambda value: value * factor
