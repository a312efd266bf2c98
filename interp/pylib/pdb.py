"""pdb for hyexec: the module imports (breakpoint() and code that patches
pdb.set_trace find it). Entering the debugger reaches outside the run (a
user at the prompt): the oracle's stand-in under `cover`, else unsupported
(_unsupported.outside); running code under it is unsupported."""

from _unsupported import function as _unsupported, outside as _outside

set_trace = _outside('pdb.set_trace')
post_mortem = _outside('pdb.post_mortem')
pm = _outside('pdb.pm')
run = _unsupported('pdb.run')
runcall = _unsupported('pdb.runcall')
runeval = _unsupported('pdb.runeval')
