"""select for hyexec: Linux's constants and select.error (OSError); a run
has no descriptors to wait on (no sockets, pipes or terminals), so
select(), poll() and epoll() are unsupported, named."""

from _unsupported import function as _unsupported

error = OSError
PIPE_BUF = 4096
POLLIN, POLLPRI, POLLOUT, POLLERR, POLLHUP, POLLNVAL = 1, 2, 4, 8, 16, 32
POLLRDNORM, POLLRDBAND, POLLWRNORM, POLLWRBAND, POLLMSG, POLLRDHUP = 64, 128, 256, 512, 1024, 8192
EPOLLIN, EPOLLPRI, EPOLLOUT, EPOLLERR, EPOLLHUP = 1, 2, 4, 8, 16
EPOLLRDNORM, EPOLLRDBAND, EPOLLWRNORM, EPOLLWRBAND, EPOLLMSG, EPOLLRDHUP = (64, 128, 256, 512,
                                                                           1024, 8192)
EPOLLEXCLUSIVE, EPOLLONESHOT, EPOLLET, EPOLL_CLOEXEC = 268435456, 1073741824, 2147483648, 524288

select = _unsupported('select.select')
poll = _unsupported('select.poll')
epoll = _unsupported('select.epoll')
