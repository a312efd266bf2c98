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
