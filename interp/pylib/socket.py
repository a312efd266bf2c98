"""socket for hyexec: CPython's constants (Linux values), address families
and socket kinds as IntEnums, and the exception classes; a run has no
network, so creating a socket or resolving a name is the oracle's stand-in
under `cover`, else unsupported, named (_unsupported.outside).
The module imports so that code naming sockets (logging.handlers, servers
defined at module level) still runs up to the first real use."""

from enum import IntEnum, IntFlag

from _unsupported import outside as _outside, outside_value as _outside_value

__all__ = ['socket', 'SocketType', 'error', 'timeout', 'gaierror', 'herror',
           'AddressFamily', 'SocketKind', 'create_connection', 'create_server',
           'getaddrinfo', 'gethostname', 'gethostbyname', 'getfqdn', 'socketpair',
           'has_ipv6', 'has_dualstack_ipv6']

error = OSError
timeout = TimeoutError


class herror(OSError):
    pass


class gaierror(OSError):
    pass


class AddressFamily(IntEnum):
    AF_UNSPEC = 0
    AF_UNIX = 1
    AF_INET = 2
    AF_INET6 = 10


class SocketKind(IntEnum):
    SOCK_STREAM = 1
    SOCK_DGRAM = 2
    SOCK_RAW = 3
    SOCK_RDM = 4
    SOCK_SEQPACKET = 5


class AddressInfo(IntFlag):
    AI_PASSIVE = 1
    AI_CANONNAME = 2
    AI_NUMERICHOST = 4
    AI_V4MAPPED = 8
    AI_ALL = 16
    AI_ADDRCONFIG = 32
    AI_NUMERICSERV = 1024


globals().update(AddressFamily.__members__)
globals().update(SocketKind.__members__)
globals().update(AddressInfo.__members__)
AF_LOCAL = AF_UNIX

SOL_SOCKET = 1
SO_REUSEADDR = 2
SO_ERROR = 4
SO_BROADCAST = 6
SO_SNDBUF = 7
SO_RCVBUF = 8
SO_KEEPALIVE = 9
SO_REUSEPORT = 15
SOL_IP = 0
SOL_TCP = 6
SOL_UDP = 17
IPPROTO_IP = 0
IPPROTO_TCP = 6
IPPROTO_UDP = 17
IPPROTO_IPV6 = 41
IPV6_V6ONLY = 26
TCP_NODELAY = 1
SHUT_RD = 0
SHUT_WR = 1
SHUT_RDWR = 2
SOMAXCONN = 4096
INADDR_ANY = 0
INADDR_LOOPBACK = 0x7f000001
MSG_PEEK = 2
MSG_DONTWAIT = 64
has_ipv6 = True
_GLOBAL_DEFAULT_TIMEOUT = object()


class socket:
    """A network socket: hyexec runs without a network."""

    def __new__(cls, family=-1, type=-1, proto=-1, fileno=None):
        return _outside_value('socket.socket')


SocketType = socket


def _unsupported(name):
    return _outside('socket.' + name)


for _name in ('create_connection', 'create_server', 'getaddrinfo', 'gethostname',
              'gethostbyname', 'gethostbyname_ex', 'gethostbyaddr', 'getfqdn',
              'getnameinfo', 'getservbyname', 'socketpair', 'fromfd', 'inet_aton',
              'inet_ntoa', 'inet_pton', 'inet_ntop', 'getdefaulttimeout',
              'setdefaulttimeout', 'has_dualstack_ipv6'):
    globals()[_name] = _unsupported(_name)
del _name


def htons(x):
    if x < 0:
        raise OverflowError("htons: can't convert negative Python int to C 16-bit unsigned integer")
    if x > 0xFFFF:
        raise OverflowError('htons: Python int too large to convert to C 16-bit unsigned integer')
    return ((x & 0xFF) << 8) | (x >> 8)


ntohs = htons


def htonl(x):
    if x < 0:
        raise OverflowError("can't convert negative value to unsigned int")
    if x > 0xFFFFFFFF:
        raise OverflowError('int larger than 32 bits')
    return int.from_bytes(x.to_bytes(4, 'little'), 'big')


ntohl = htonl
