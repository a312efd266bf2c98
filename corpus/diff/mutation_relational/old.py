# The edit changes what the function leaves in its list argument, only for
# items below -5000 or from 35000 on, with no branch on them: the solver,
# asked for an input on the same paths where the items after the call
# differ, finds one.
def scale(xs):
    for i in range(len(xs)):
        xs[i] = xs[i] * 3
