"""asyncore for hyexec (deprecated since CPython 3.6, still in 3.11): the
dispatcher classes, so that code subclassing them still imports; a run has
no network, so creating a dispatcher or running the loop is unsupported,
named."""

import _hyexec
import socket
import warnings

warnings.warn('The asyncore module is deprecated and will be removed in Python 3.12. '
              'The recommended replacement is asyncio', DeprecationWarning, stacklevel=2)

socket_map = {}


class ExitNow(Exception):
    pass


class dispatcher:
    connected = False
    accepting = False
    connecting = False
    closing = False
    addr = None

    def __init__(self, sock=None, map=None):
        _hyexec.unsupported('asyncore.dispatcher')


class dispatcher_with_send(dispatcher):
    pass


class file_dispatcher(dispatcher):
    pass


def loop(timeout=30.0, use_poll=False, map=None, count=None):
    _hyexec.unsupported('asyncore.loop')


def close_all(map=None, ignore_all=False):
    if map is None:
        map = socket_map
    map.clear()
