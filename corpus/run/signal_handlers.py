# signal: Linux's numbers as an IntEnum, handlers kept by signal()/getsignal()
# with CPython's checks; pty imports.
import signal
import pty
print(repr(signal.SIGINT), signal.SIG_DFL, repr(signal.SIG_IGN), signal.getsignal(signal.SIGTERM), signal.NSIG)
print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)
print(signal.signal(signal.SIGTERM, signal.SIG_IGN), signal.getsignal(signal.SIGTERM))
try:
    signal.signal(99, signal.SIG_IGN)
except ValueError as e:
    print(e)
try:
    signal.signal(signal.SIGKILL, signal.SIG_IGN)
except OSError as e:
    print(e)
print(signal.Signals(15), int(signal.SIGTERM), signal.Handlers.SIG_DFL, signal.SIGTERM == 15)
print([(s.name, s.value) for s in signal.Signals][:5], pty.STDOUT_FILENO)
handler = lambda n, f: None
signal.signal(signal.SIGUSR1, handler)
print(signal.getsignal(signal.SIGUSR1) is handler)
