# A snippet that shows the error its last line raises, after defining a
# function: the function is still a unit of its own, called as an entry
# after the module body's error (which the run keeps), so the branch the
# module's own call never takes is covered too.
def first_big(n):
    if n > 2:
        return n


y = first_big(1)
y.real()
