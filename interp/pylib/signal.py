"""signal for hyexec: Linux's signal numbers (Signals, an IntEnum, as
CPython's), and handlers kept per signal as signal()/getsignal() do. No
signal ever arrives in a hyexec run, so an installed handler never runs;
sending or waiting for one (alarm, pause, kill...) is unsupported, named."""

from enum import IntEnum as _IntEnum
from _unsupported import function as _unsupported

NSIG = 65

Signals = _IntEnum('Signals', [
    ('SIGHUP', 1), ('SIGINT', 2), ('SIGQUIT', 3), ('SIGILL', 4), ('SIGTRAP', 5),
    ('SIGABRT', 6), ('SIGBUS', 7), ('SIGFPE', 8), ('SIGKILL', 9), ('SIGUSR1', 10),
    ('SIGSEGV', 11), ('SIGUSR2', 12), ('SIGPIPE', 13), ('SIGALRM', 14), ('SIGTERM', 15),
    ('SIGSTKFLT', 16), ('SIGCHLD', 17), ('SIGCONT', 18), ('SIGSTOP', 19), ('SIGTSTP', 20),
    ('SIGTTIN', 21), ('SIGTTOU', 22), ('SIGURG', 23), ('SIGXCPU', 24), ('SIGXFSZ', 25),
    ('SIGVTALRM', 26), ('SIGPROF', 27), ('SIGWINCH', 28), ('SIGIO', 29), ('SIGPWR', 30),
    ('SIGSYS', 31), ('SIGRTMIN', 34), ('SIGRTMAX', 64)])
Handlers = _IntEnum('Handlers', [('SIG_DFL', 0), ('SIG_IGN', 1)])
globals().update(Signals.__members__)
globals().update(Handlers.__members__)
SIGIOT = SIGABRT
SIGPOLL = SIGIO
SIGCLD = SIGCHLD


def default_int_handler(signalnum, frame):
    raise KeyboardInterrupt


_handlers = {SIGINT: default_int_handler}


def _number(signalnum):
    signalnum = int(signalnum)
    if not 1 <= signalnum < NSIG:
        raise ValueError('signal number out of range')
    return signalnum


def getsignal(signalnum):
    return _handlers.get(_number(signalnum), SIG_DFL)


def signal(signalnum, handler):
    signalnum = _number(signalnum)
    if handler not in (SIG_DFL, SIG_IGN) and not callable(handler):
        raise TypeError('signal handler must be signal.SIG_IGN, signal.SIG_DFL, '
                        'or a callable object')
    if signalnum in (SIGKILL, SIGSTOP):
        raise OSError(22, 'Invalid argument')
    previous = getsignal(signalnum)
    _handlers[signalnum] = handler
    return previous


alarm = _unsupported('signal.alarm')
pause = _unsupported('signal.pause')
raise_signal = _unsupported('signal.raise_signal')
pthread_kill = _unsupported('signal.pthread_kill')
setitimer = _unsupported('signal.setitimer')
