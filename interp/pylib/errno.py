"""errno for hyexec: Linux's error numbers."""

EPERM = 1
ENOENT = 2
ESRCH = 3
EINTR = 4
EIO = 5
ENXIO = 6
E2BIG = 7
ENOEXEC = 8
EBADF = 9
ECHILD = 10
EAGAIN = 11
ENOMEM = 12
EACCES = 13
EFAULT = 14
EBUSY = 16
EEXIST = 17
EXDEV = 18
ENODEV = 19
ENOTDIR = 20
EISDIR = 21
EINVAL = 22
ENFILE = 23
EMFILE = 24
ENOTTY = 25
EFBIG = 27
ENOSPC = 28
ESPIPE = 29
EROFS = 30
EMLINK = 31
EPIPE = 32
EDOM = 33
ERANGE = 34
EDEADLK = 35
ENAMETOOLONG = 36
ENOSYS = 38
ENOTEMPTY = 39
EWOULDBLOCK = EAGAIN
ETIMEDOUT = 110
ECONNREFUSED = 111

errorcode = {}
for _name, _value in list(globals().items()):
    if _name.startswith('E') and isinstance(_value, int) and _value not in errorcode:
        errorcode[_value] = _name
