# A function body lifted out of its project: its `return decorator` became
# a module-level exit(...), after the nested function it returns was
# defined. cover still calls that function as an entry (its parameter and
# `registry` asked of the oracle), so its body is covered too.
def decorator(f):
    registry.append(f)
    return f


exit(decorator)
