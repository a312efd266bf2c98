"""pdb for hyexec: the module imports (breakpoint() and code that patches
pdb.set_trace find it); the interactive debugger itself is unsupported."""

from _unsupported import function as _unsupported

set_trace = _unsupported('pdb.set_trace')
post_mortem = _unsupported('pdb.post_mortem')
pm = _unsupported('pdb.pm')
run = _unsupported('pdb.run')
runcall = _unsupported('pdb.runcall')
runeval = _unsupported('pdb.runeval')
