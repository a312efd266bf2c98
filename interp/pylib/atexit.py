"""atexit for hyexec: the functions registered run when the program ends
(normally, by sys.exit or by an uncaught exception), last registered
first, as CPython runs them; an exception one raises is reported to
stderr ("Exception ignored in atexit callback") and the rest still run."""

import sys

_callbacks = []


def register(func, *args, **kwargs):
    """Register a function to be executed upon normal program termination;
    returns func, so that register can be a decorator."""
    if not callable(func):
        raise TypeError('the first argument must be callable')
    _callbacks.append((func, args, kwargs))
    return func


def unregister(func):
    """Unregister an exit function which was previously registered."""
    _callbacks[:] = [c for c in _callbacks if c[0] != func]


def _clear():
    """Clear the list of previously registered exit functions."""
    del _callbacks[:]


def _ncallbacks():
    """Return the number of registered exit functions."""
    return len(_callbacks)


def _run_exitfuncs():
    """Run all registered exit functions, last registered first."""
    while _callbacks:
        func, args, kwargs = _callbacks.pop()
        try:
            func(*args, **kwargs)
        except SystemExit:
            pass
        except BaseException as e:
            sys.stderr.write('Exception ignored in atexit callback: %r\n' % (func,))
            sys.excepthook(type(e), e, e.__traceback__)
