"""_thread for hyexec: the low-level names over threading's one-thread
locks (CPython's pure-Python modules, functools and reprlib, import their
RLock and get_ident from here). Starting a thread goes through threading."""

import threading as _threading

error = RuntimeError
TIMEOUT_MAX = _threading.TIMEOUT_MAX
LockType = _threading._Lock
allocate_lock = allocate = _threading.Lock
RLock = _threading._RLock
get_ident = _threading.get_ident
get_native_id = _threading.get_native_id
stack_size = _threading.stack_size
_local = _threading.local
_excepthook = _threading.excepthook
_ExceptHookArgs = _threading.ExceptHookArgs


def start_new_thread(function, args, kwargs=None):
    """Runs function to completion at once, as threading's Thread.start()."""
    thread = _threading.Thread(target=function, args=args, kwargs=kwargs or {})
    thread.start()
    return thread.ident


start_new = start_new_thread


def _count():
    return _threading.active_count() - 1


def exit():
    raise SystemExit


exit_thread = exit
