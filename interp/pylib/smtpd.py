"""smtpd for hyexec (deprecated since CPython 3.6, still in 3.11): the
server classes, so that code subclassing them still imports; a run has no
network, so creating a server is unsupported, named (asyncore)."""

import asyncore
import warnings

warnings.warn('The smtpd module is deprecated and unmaintained and will be removed in '
              'Python 3.12.  Please see aiosmtpd (https://aiosmtpd.readthedocs.io/) for '
              'the recommended replacement.', DeprecationWarning, stacklevel=2)

__all__ = ['SMTPChannel', 'SMTPServer', 'DebuggingServer', 'PureProxy']

DATA_SIZE_DEFAULT = 33554432
COMMASPACE = ', '
NEWLINE = '\n'


class SMTPChannel(asyncore.dispatcher):
    pass


class SMTPServer(asyncore.dispatcher):
    def __init__(self, localaddr, remoteaddr, data_size_limit=DATA_SIZE_DEFAULT,
                 map=None, enable_SMTPUTF8=False, decode_data=False):
        asyncore.dispatcher.__init__(self, map=map)


class DebuggingServer(SMTPServer):
    pass


class PureProxy(SMTPServer):
    pass
