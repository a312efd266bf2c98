# Operands of `@` are arrays: no builtin type defines matrix multiplication,
# so an entry's parameters and what an undefined function returns, used
# with `@`, are answered with arrays (hyexec's small numpy), and the layer
# runs to its end where numbers would stop it at its first line.
def layer(weights, inputs, bias):
    z = weights @ inputs + bias
    a = activate(z)
    return weights @ a
