"""pickle for hyexec: the module imports (its protocol constants and
exception classes exist, so code that pickles only some of the time runs);
pickling and unpickling themselves are unsupported, named at the call."""

import _hyexec
from _unsupported import function as _unsupported

__all__ = ["PickleError", "PicklingError", "UnpicklingError", "Pickler", "Unpickler", "dump",
           "dumps", "load", "loads", "PickleBuffer", "HIGHEST_PROTOCOL", "DEFAULT_PROTOCOL"]

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
format_version = "4.0"
compatible_formats = ["1.0", "1.1", "1.2", "1.3", "2.0", "3.0", "4.0", "5.0"]


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass


dump = _unsupported('pickle.dump')
dumps = _unsupported('pickle.dumps')
load = _unsupported('pickle.load')
loads = _unsupported('pickle.loads')


class Pickler:
    def __init__(self, *args, **kwargs):
        _hyexec.unsupported('pickle.Pickler')


class Unpickler:
    def __init__(self, *args, **kwargs):
        _hyexec.unsupported('pickle.Unpickler')


class PickleBuffer:
    def __init__(self, *args, **kwargs):
        _hyexec.unsupported('pickle.PickleBuffer')
