"""test.support.socket_helper for hyexec (see __init__.py): hyexec runs
without a network, so the tests that need one skip."""

import unittest

HOST = 'localhost'
HOSTv4 = '127.0.0.1'
HOSTv6 = '::1'
IPV6_ENABLED = False


def _no_network(*args, **kwargs):
    raise unittest.SkipTest('requires socket support')


bind_port = find_unused_port = bind_unix_socket = _no_network


def skip_unless_bind_unix_socket(test):
    return unittest.skip('requires socket support')(test)
