# range() takes an int only; the while loop of the new version also takes
# a float. A float argument, which the old version rejects (TypeError), is
# no input its callers can pass: set aside and counted, not a difference.
def count_up(n):
    return [i for i in range(n)]
