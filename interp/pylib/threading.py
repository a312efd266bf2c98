"""threading for hyexec, which runs one thread: Thread, Lock, RLock,
Condition, Semaphore, BoundedSemaphore, Event, Timer, Barrier, local and the
module functions, with CPython's interfaces and errors.

The schedule, by design: start() runs the thread's target to completion
there and then (one interleaving CPython may also choose, and a
deterministic one). A wait no thread could end in that schedule (a blocking
acquire of a lock held elsewhere, an Event never set, a Condition never
notified) ends the run `unsupported`, naming it, rather than hang; a
timed-out wait returns as CPython's does when the time passes."""

import _hyexec
import sys as _sys

__all__ = ['get_ident', 'active_count', 'Condition', 'current_thread', 'enumerate',
           'main_thread', 'TIMEOUT_MAX', 'Event', 'Lock', 'RLock', 'Semaphore',
           'BoundedSemaphore', 'Thread', 'Barrier', 'BrokenBarrierError', 'Timer',
           'ThreadError', 'setprofile', 'settrace', 'local', 'stack_size', 'excepthook',
           'ExceptHookArgs', 'gettrace', 'getprofile', 'get_native_id']

TIMEOUT_MAX = 9223372036.0
ThreadError = RuntimeError


def _blocked(what):
    _hyexec.unsupported('threading: ' + what + ' waits for another thread '
                        '(hyexec runs each thread to completion when it starts)')


class _Lock:
    """A lock; `locked()` says whether some code holds it."""

    def __init__(self):
        self._held = False

    def acquire(self, blocking=True, timeout=-1):
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError("timeout value must be a non-negative number")
        if not self._held:
            self._held = True
            return True
        if not blocking or timeout >= 0:
            return False
        _blocked('acquiring a held lock')

    def release(self):
        if not self._held:
            raise RuntimeError('release unlocked lock')
        self._held = False

    def locked(self):
        return self._held

    __enter__ = acquire

    def __exit__(self, *exc):
        self.release()

    def _at_fork_reinit(self):
        self._held = False

    def __repr__(self):
        state = 'locked' if self._held else 'unlocked'
        return '<%s %s object at %s>' % (state, '_thread.lock', hex(id(self)))


def Lock():
    return _Lock()


allocate_lock = Lock


class _RLock:
    def __init__(self):
        self._owner = None
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        me = get_ident()
        if self._count and self._owner != me:
            if not blocking or timeout >= 0:
                return False
            _blocked('acquiring an RLock held by another thread')
        self._owner = me
        self._count += 1
        return True

    __enter__ = acquire

    def release(self):
        if not self._count or self._owner != get_ident():
            raise RuntimeError('cannot release un-acquired lock')
        self._count -= 1
        if not self._count:
            self._owner = None

    def __exit__(self, *exc):
        self.release()

    def _is_owned(self):
        return self._count > 0 and self._owner == get_ident()

    def __repr__(self):
        return '<%s %s.%s object owner=%r count=%d at %s>' % (
            'locked' if self._count else 'unlocked', self.__class__.__module__,
            self.__class__.__qualname__, self._owner, self._count, hex(id(self)))


def RLock(*args, **kwargs):
    return _RLock()


class Condition:
    def __init__(self, lock=None):
        self._lock = RLock() if lock is None else lock
        self.acquire = self._lock.acquire
        self.release = self._lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def _is_owned(self):
        if hasattr(self._lock, '_is_owned'):
            return self._lock._is_owned()
        return self._lock.locked() if hasattr(self._lock, 'locked') else True

    def wait(self, timeout=None):
        if not self._is_owned():
            raise RuntimeError('cannot wait on un-acquired lock')
        if timeout is None:
            _blocked('Condition.wait() with no timeout')
        return False

    def wait_for(self, predicate, timeout=None):
        result = predicate()
        if not result and timeout is None:
            _blocked('Condition.wait_for() on a false predicate')
        return result

    def notify(self, n=1):
        if not self._is_owned():
            raise RuntimeError('cannot notify on un-acquired lock')

    def notify_all(self):
        self.notify()

    notifyAll = notify_all

    def __repr__(self):
        return '<Condition(%s, 0)>' % (self._lock,)


class Semaphore:
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('semaphore initial value must be >= 0')
        self._value = value

    def acquire(self, blocking=True, timeout=None):
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        if self._value > 0:
            self._value -= 1
            return True
        if not blocking or timeout is not None:
            return False
        _blocked('acquiring a Semaphore at zero')

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        self._value += n

    def __exit__(self, t, v, tb):
        self.release()

    def __repr__(self):
        return '<%s.%s at %s: value=%d>' % (self.__class__.__module__,
                                            self.__class__.__qualname__, hex(id(self)),
                                            self._value)


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial_value = value

    def release(self, n=1):
        if n < 1:
            raise ValueError('n must be one or more')
        if self._value + n > self._initial_value:
            raise ValueError('Semaphore released too many times')
        self._value += n


class Event:
    def __init__(self):
        self._flag = False

    def is_set(self):
        return self._flag

    isSet = is_set

    def set(self):
        self._flag = True

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        if not self._flag and timeout is None:
            _blocked('Event.wait() on an Event never set')
        return self._flag

    def __repr__(self):
        return '<%s.%s at %s: %s>' % (self.__class__.__module__, self.__class__.__qualname__,
                                      hex(id(self)), 'set' if self._flag else 'unset')


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    def __init__(self, parties, action=None, timeout=None):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._parties = parties
        self._action = action
        self._timeout = timeout
        self._broken = False

    def wait(self, timeout=None):
        if self._broken:
            raise BrokenBarrierError
        if self._parties == 1:
            if self._action:
                self._action()
            return 0
        _blocked('Barrier.wait() for %d parties' % self._parties)

    def reset(self):
        self._broken = False

    def abort(self):
        self._broken = True

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return 0

    @property
    def broken(self):
        return self._broken


_counter = 0


def _newname(name_template='Thread-%d'):
    global _counter
    _counter += 1
    return name_template % _counter


_active = {}  # ident -> Thread, while it runs
_idents = [1]


class Thread:
    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        assert group is None, 'group argument must be None for now'
        if kwargs is None:
            kwargs = {}
        if name:
            name = str(name)
        else:
            name = _newname('Thread-%d')
            if target is not None and hasattr(target, '__name__'):
                name += ' (%s)' % target.__name__
        self._target = target
        self._name = name
        self._args = args
        self._kwargs = kwargs
        self._daemonic = current_thread().daemon if daemon is None else daemon
        self._ident = None
        self._native_id = None
        self._started = Event()
        self._is_stopped = False
        self._initialized = True

    def start(self):
        if not self._initialized:
            raise RuntimeError('thread.__init__() not called')
        if self._started.is_set():
            raise RuntimeError('threads can only be started once')
        _idents[0] += 1
        self._ident = self._native_id = _idents[0]
        self._started.set()
        outer = _current[0]
        _current[0] = self
        _active[self._ident] = self
        try:
            self.run()
        except SystemExit:
            pass
        except BaseException as e:
            excepthook(_ExceptHookArgs((type(e), e, e.__traceback__, self)))
        finally:
            del _active[self._ident]
            _current[0] = outer
            self._is_stopped = True

    def run(self):
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        if not self._initialized:
            raise RuntimeError('Thread.__init__() not called')
        if not self._started.is_set():
            raise RuntimeError('cannot join thread before it is started')
        if self is current_thread():
            raise RuntimeError('cannot join current thread')

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, name):
        self._name = str(name)

    @property
    def ident(self):
        return self._ident

    @property
    def native_id(self):
        return self._native_id

    def is_alive(self):
        return self._started.is_set() and not self._is_stopped

    @property
    def daemon(self):
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if self._started.is_set():
            raise RuntimeError('cannot set daemon status of active thread')
        self._daemonic = daemonic

    def isDaemon(self):
        return self.daemon

    def setDaemon(self, daemonic):
        self.daemon = daemonic

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name

    def __repr__(self):
        status = 'initial'
        if self._started.is_set():
            status = 'started'
        if self._is_stopped:
            status = 'stopped'
        if self._daemonic:
            status += ' daemon'
        if self._ident is not None:
            status += ' %s' % self._ident
        return '<%s(%s, %s)>' % (self.__class__.__name__, self._name, status)


class _MainThread(Thread):
    def __init__(self):
        Thread.__init__(self, name='MainThread', daemon=False)
        self._started.set()
        self._ident = self._native_id = 1
        self._target = None


_current = [None]
_main = _MainThread.__new__(_MainThread)
_current[0] = _main
_MainThread.__init__(_main)
_active[1] = _main


class Timer(Thread):
    """Runs `function` when started: the interval passes at once."""

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        self.finished.set()

    def run(self):
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


class local:
    """Thread-local data: one thread runs at a time, so one namespace."""


class _ExceptHookArgs(tuple):
    exc_type = property(lambda self: self[0])
    exc_value = property(lambda self: self[1])
    exc_traceback = property(lambda self: self[2])
    thread = property(lambda self: self[3])


ExceptHookArgs = _ExceptHookArgs


def excepthook(args):
    if args.exc_type == SystemExit:
        return
    name = args.thread.name if args.thread is not None else get_ident()
    print('Exception in thread %s:' % name, file=_sys.stderr)
    import traceback
    traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback,
                              file=_sys.stderr)


__excepthook__ = excepthook


def current_thread():
    return _current[0]


currentThread = current_thread


def main_thread():
    return _main


def get_ident():
    return _current[0]._ident


get_native_id = get_ident


def active_count():
    return len(_active)


activeCount = active_count


def enumerate():
    return list(_active.values())


_trace_hook = None
_profile_hook = None


def settrace(func):
    global _trace_hook
    _trace_hook = func


def gettrace():
    return _trace_hook


def setprofile(func):
    global _profile_hook
    _profile_hook = func


def getprofile():
    return _profile_hook


def stack_size(size=0):
    if size and size < 32768:
        raise ValueError('size not valid: %d bytes' % size)
    return 0
