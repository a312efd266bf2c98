# A name that is also a module hyexec implements (`array`), used only as a
# value passed on, is the snippet's variable (an import nobody wrote is
# used through its names: `array.array`): a list here, not the module.
import itertools

top = list(itertools.islice(array, 2))
print(top)
