# gc: hyexec frees objects by reference counting and never collects cycles
# during a (short, memory-capped) run; the switches are kept for programs
# that call them.
_enabled = True


def enable():
    global _enabled
    _enabled = True


def disable():
    global _enabled
    _enabled = False


def isenabled():
    return _enabled


def collect(generation=2):
    # Nothing to collect (no cycles are freed), but the callbacks of weak
    # references whose referents died run now.
    import _weakcell
    _weakcell.collect()
    return 0


def get_count():
    return (0, 0, 0)


def get_threshold():
    return (700, 10, 10)


def set_threshold(*thresholds):
    pass


# The types whose objects CPython's collector never tracks (no references
# to other objects that could form a cycle).
_ATOMIC = (int, float, complex, str, bytes, bytearray, bool, range, type(None),
           type(Ellipsis), type(NotImplemented))


def is_tracked(obj, /):
    """Whether CPython's collector tracks obj: atoms never; an empty tuple
    not; a dict only once it holds a key or value that may be tracked."""
    kind = type(obj)
    if kind in _ATOMIC:
        return False
    if kind is tuple:
        return len(obj) > 0
    if kind is dict:
        return any(_may_be_tracked(x) for item in obj.items() for x in item)
    return True


def _may_be_tracked(obj):
    """CPython's _PyObject_GC_MAY_BE_TRACKED: a dict holding obj is tracked."""
    kind = type(obj)
    return kind not in _ATOMIC and (kind is not tuple or len(obj) > 0)
