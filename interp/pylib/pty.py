"""pty for hyexec: the module imports (its constants exist, so code that
opens a terminal only some of the time runs); hyexec's programs have no
terminal or child processes, so opening or forking one is unsupported,
named at the call."""

from _unsupported import function as _unsupported

STDIN_FILENO = 0
STDOUT_FILENO = 1
STDERR_FILENO = 2
CHILD = 0

openpty = _unsupported('pty.openpty')
fork = _unsupported('pty.fork')
spawn = _unsupported('pty.spawn')
