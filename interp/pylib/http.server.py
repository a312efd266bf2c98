"""http.server for hyexec: CPython's server and handler classes, so that
servers defined at module level still import; a run has no network, so
constructing a server is unsupported, named (socketserver)."""

import socketserver

__all__ = ['HTTPServer', 'ThreadingHTTPServer', 'BaseHTTPRequestHandler',
           'SimpleHTTPRequestHandler', 'CGIHTTPRequestHandler']


class HTTPServer(socketserver.TCPServer):
    allow_reuse_address = 1


class ThreadingHTTPServer(socketserver.ThreadingMixIn, HTTPServer):
    daemon_threads = True


class BaseHTTPRequestHandler(socketserver.StreamRequestHandler):
    sys_version = 'Python/3.11'
    server_version = 'BaseHTTP/0.6'
    protocol_version = 'HTTP/1.0'
    default_request_version = 'HTTP/0.9'


class SimpleHTTPRequestHandler(BaseHTTPRequestHandler):
    server_version = 'SimpleHTTP/0.6'


class CGIHTTPRequestHandler(SimpleHTTPRequestHandler):
    pass
