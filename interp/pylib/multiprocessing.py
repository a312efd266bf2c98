"""multiprocessing for hyexec: the main process as CPython describes it
(current_process, parent_process, active_children, cpu_count) and the
exception classes; a run cannot start processes, so Process, Pool, Queue,
Manager and the synchronisation primitives are unsupported, named."""

import _hyexec
import os

__all__ = ['Process', 'current_process', 'active_children', 'parent_process', 'cpu_count',
           'ProcessError', 'BufferTooShort', 'TimeoutError', 'AuthenticationError', 'Pool',
           'Queue', 'SimpleQueue', 'JoinableQueue', 'Manager', 'Pipe', 'Lock', 'RLock',
           'Semaphore', 'BoundedSemaphore', 'Condition', 'Event', 'Barrier', 'Value', 'Array',
           'freeze_support', 'get_context', 'set_start_method', 'get_start_method']


class ProcessError(Exception):
    pass


class BufferTooShort(ProcessError):
    pass


class TimeoutError(ProcessError):
    pass


class AuthenticationError(ProcessError):
    pass


class Process:
    """A process: hyexec runs the program alone."""

    def __init__(self, group=None, target=None, name=None, args=(), kwargs={}, *, daemon=None):
        _hyexec.unsupported('multiprocessing.Process')


class _MainProcess:
    name = 'MainProcess'
    daemon = False
    authkey = b''
    exitcode = None

    @property
    def pid(self):
        return os.getpid()

    ident = pid

    def is_alive(self):
        return True

    def __repr__(self):
        return "<_MainProcess name='MainProcess' parent=None started>"


_main = _MainProcess()


def current_process():
    """Return process object representing the current process."""
    return _main


def parent_process():
    """Return process object representing the parent process."""
    return None


def active_children():
    """Return list of process objects corresponding to live child processes."""
    return []


def cpu_count():
    """Returns the number of CPUs in the system."""
    return os.cpu_count()


def freeze_support():
    pass


def get_start_method(allow_none=False):
    return 'fork'


def _unsupported(name):
    def call(*args, **kwargs):
        _hyexec.unsupported('multiprocessing.' + name)
    call.__name__ = name
    return call


for _name in ('Pool', 'Queue', 'SimpleQueue', 'JoinableQueue', 'Manager', 'Pipe', 'Lock',
              'RLock', 'Semaphore', 'BoundedSemaphore', 'Condition', 'Event', 'Barrier',
              'Value', 'Array', 'RawValue', 'RawArray', 'get_context', 'set_start_method',
              'set_executable', 'get_logger', 'log_to_stderr'):
    globals()[_name] = _unsupported(_name)
del _name
