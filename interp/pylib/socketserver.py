"""socketserver for hyexec: CPython's class hierarchy (servers, mix-ins,
request handlers), so that servers defined at module level still import;
a run has no network, so constructing a server is unsupported, named."""

import _hyexec
import socket

__all__ = ['BaseServer', 'TCPServer', 'UDPServer', 'ThreadingUDPServer', 'ThreadingTCPServer',
           'BaseRequestHandler', 'StreamRequestHandler', 'DatagramRequestHandler',
           'ThreadingMixIn', 'ForkingUDPServer', 'ForkingTCPServer', 'ForkingMixIn',
           'UnixStreamServer', 'UnixDatagramServer', 'ThreadingUnixStreamServer',
           'ThreadingUnixDatagramServer']


class BaseServer:
    timeout = None

    def __init__(self, server_address, RequestHandlerClass):
        _hyexec.unsupported('socketserver.' + type(self).__name__)


class TCPServer(BaseServer):
    address_family = socket.AF_INET
    socket_type = socket.SOCK_STREAM
    request_queue_size = 5
    allow_reuse_address = False
    allow_reuse_port = False

    def __init__(self, server_address, RequestHandlerClass, bind_and_activate=True):
        BaseServer.__init__(self, server_address, RequestHandlerClass)


class UDPServer(TCPServer):
    allow_reuse_address = False
    allow_reuse_port = False
    socket_type = socket.SOCK_DGRAM
    max_packet_size = 8192


class ForkingMixIn:
    timeout = 300
    active_children = None
    max_children = 40
    block_on_close = True


class ThreadingMixIn:
    daemon_threads = False
    block_on_close = True


class ForkingUDPServer(ForkingMixIn, UDPServer):
    pass


class ForkingTCPServer(ForkingMixIn, TCPServer):
    pass


class ThreadingUDPServer(ThreadingMixIn, UDPServer):
    pass


class ThreadingTCPServer(ThreadingMixIn, TCPServer):
    pass


class UnixStreamServer(TCPServer):
    address_family = socket.AF_UNIX


class UnixDatagramServer(UDPServer):
    address_family = socket.AF_UNIX


class ThreadingUnixStreamServer(ThreadingMixIn, UnixStreamServer):
    pass


class ThreadingUnixDatagramServer(ThreadingMixIn, UnixDatagramServer):
    pass


class BaseRequestHandler:
    def __init__(self, request, client_address, server):
        self.request = request
        self.client_address = client_address
        self.server = server
        self.setup()
        try:
            self.handle()
        finally:
            self.finish()

    def setup(self):
        pass

    def handle(self):
        pass

    def finish(self):
        pass


class StreamRequestHandler(BaseRequestHandler):
    rbufsize = -1
    wbufsize = 0
    timeout = None
    disable_nagle_algorithm = False


class DatagramRequestHandler(BaseRequestHandler):
    pass
