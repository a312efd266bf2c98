"""asyncio for hyexec: a single-threaded event loop on a virtual clock, so
sleeps take no time and runs are deterministic (written in the Python subset
hyexec runs). Tasks run in CPython's order: ready callbacks first in, first
out; timers by deadline, then by when they were set. No I/O, no threads."""

import heapq as _heapq
from collections import deque as _deque

TimeoutError = TimeoutError


class CancelledError(BaseException):
    pass


class InvalidStateError(Exception):
    pass


class _Sleep:
    """What a sleeping coroutine yields up to the loop."""

    def __init__(self, delay):
        self.delay = delay

    def __await__(self):
        yield self


class Future:
    def __init__(self):
        self._done = False
        self._result = None
        self._exception = None
        self._waiters = []
        self._callbacks = []
        self._cancelled = False

    def done(self):
        return self._done

    def cancelled(self):
        return self._cancelled

    def result(self):
        if not self._done:
            raise InvalidStateError('Result is not set.')
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if not self._done:
            raise InvalidStateError('Exception is not set.')
        return self._exception

    def set_result(self, value):
        if self._done:
            raise InvalidStateError('invalid state')
        self._result = value
        self._finish()

    def set_exception(self, exc):
        if self._done:
            raise InvalidStateError('invalid state')
        if isinstance(exc, type):
            exc = exc()
        self._exception = exc
        self._finish()

    def cancel(self, msg=None):
        if self._done:
            return False
        self._cancelled = True
        self._exception = CancelledError() if msg is None else CancelledError(msg)
        self._finish()
        return True

    def add_done_callback(self, fn):
        if self._done:
            _loop().call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def _finish(self):
        self._done = True
        loop = _loop()
        for task in self._waiters:
            loop._ready.append((task, None))
        self._waiters = []
        for fn in self._callbacks:
            loop.call_soon(fn, self)
        self._callbacks = []

    def __await__(self):
        if not self._done:
            yield self
        return self.result()


class Task(Future):
    def __init__(self, coro, loop, name=None):
        Future.__init__(self)
        self._coro = coro
        self._name = name
        loop._ready.append((self, None))

    def get_name(self):
        return self._name

    def get_coro(self):
        return self._coro

    def cancel(self, msg=None):
        if self._done:
            return False
        self._cancel_requested = True
        _loop()._ready.append((self, CancelledError() if msg is None else CancelledError(msg)))
        return True

    def _step(self, value):
        if self._done:
            return
        try:
            if isinstance(value, BaseException):
                request = self._coro.throw(value)
            else:
                request = self._coro.send(value)
        except StopIteration as stop:
            self.set_result(stop.value)
            return
        except CancelledError as exc:
            self._cancelled = True
            self._exception = exc
            self._finish()
            return
        except BaseException as exc:
            self.set_exception(exc)
            return
        loop = _loop()
        if isinstance(request, _Sleep):
            if request.delay <= 0:
                loop._ready.append((self, None))
            else:
                loop._at(loop._time + request.delay, self)
        elif isinstance(request, Future):
            if request._done:
                loop._ready.append((self, None))
            else:
                request._waiters.append(self)
        elif request is None:
            loop._ready.append((self, None))
        else:
            loop._ready.append((self, RuntimeError('Task got bad yield: %r' % (request,))))


class AbstractEventLoop:
    pass


class _Loop(AbstractEventLoop):
    def __init__(self):
        self._ready = _deque()
        self._timers = []
        self._seq = 0
        self._time = 0.0
        self._running = False
        self._closed = False

    def time(self):
        return self._time

    def _at(self, when, task):
        self._seq += 1
        _heapq.heappush(self._timers, (when, self._seq, task))

    def call_soon(self, fn, *args):
        self._ready.append((_Callback(fn, args), None))

    def call_later(self, delay, fn, *args):
        self._at(self._time + delay, _Callback(fn, args))

    def create_task(self, coro, name=None):
        return Task(coro, self, name)

    def create_future(self):
        return Future()

    def run_until_complete(self, aw):
        global _running_loop
        task = aw if isinstance(aw, Future) else self.create_task(aw)
        previous = _running_loop
        _running_loop = self
        self._running = True
        try:
            while not task._done:
                if self._ready:
                    item, value = self._ready.popleft()
                    item._step(value)
                elif self._timers:
                    when, _, item = _heapq.heappop(self._timers)
                    self._time = max(self._time, when)
                    self._ready.append((item, None))
                else:
                    raise RuntimeError('Event loop stopped before Future completed.')
        finally:
            self._running = False
            _running_loop = previous
        return task.result()

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def close(self):
        self._closed = True


class _Callback:
    def __init__(self, fn, args):
        self._fn = fn
        self._args = args

    def _step(self, value):
        self._fn(*self._args)


_running_loop = None
_default_loop = None


def _loop():
    if _running_loop is None:
        raise RuntimeError('no running event loop')
    return _running_loop


def get_running_loop():
    return _loop()


def get_event_loop():
    global _default_loop
    if _running_loop is not None:
        return _running_loop
    if _default_loop is None:
        _default_loop = _Loop()
    return _default_loop


def new_event_loop():
    return _Loop()


def set_event_loop(loop):
    global _default_loop
    _default_loop = loop


def run(main, *, debug=None):
    if _running_loop is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not iscoroutine(main):
        raise ValueError('a coroutine was expected, got %r' % (main,))
    return _Loop().run_until_complete(main)


def iscoroutine(obj):
    return type(obj).__name__ == 'coroutine'


def iscoroutinefunction(func):
    return False


def create_task(coro, *, name=None):
    return _loop().create_task(coro, name)


def ensure_future(aw):
    if isinstance(aw, Future):
        return aw
    return create_task(aw)


async def sleep(delay, result=None):
    await _Sleep(delay)
    return result


async def gather(*aws, return_exceptions=False):
    tasks = [ensure_future(a) for a in aws]
    results = []
    for t in tasks:
        try:
            results.append(await t)
        except Exception as exc:
            if not return_exceptions:
                raise
            results.append(exc)
    return results


async def wait_for(aw, timeout):
    return await aw


async def wait(aws, *, timeout=None, return_when='ALL_COMPLETED'):
    tasks = [ensure_future(a) for a in aws]
    for t in tasks:
        try:
            await t
        except Exception:
            pass
    return set(tasks), set()


def as_completed(aws, *, timeout=None):
    return [ensure_future(a) for a in aws]


class Queue:
    def __init__(self, maxsize=0):
        self._items = _deque()
        self._getters = []
        self.maxsize = maxsize

    def qsize(self):
        return len(self._items)

    def empty(self):
        return not self._items

    def full(self):
        return 0 < self.maxsize <= len(self._items)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._items.append(item)
        if self._getters:
            self._getters.pop(0).set_result(None)

    async def put(self, item):
        while self.full():
            await sleep(0)
        self.put_nowait(item)

    def get_nowait(self):
        if not self._items:
            raise QueueEmpty
        return self._items.popleft()

    async def get(self):
        while not self._items:
            waiter = Future()
            self._getters.append(waiter)
            await waiter
        return self._items.popleft()

    def task_done(self):
        pass


class QueueEmpty(Exception):
    pass


class QueueFull(Exception):
    pass


class Lock:
    def __init__(self):
        self._locked = False

    def locked(self):
        return self._locked

    async def acquire(self):
        while self._locked:
            await sleep(0)
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False

    async def __aenter__(self):
        await self.acquire()

    async def __aexit__(self, *exc):
        self.release()


class Semaphore:
    def __init__(self, value=1):
        self._value = value

    def locked(self):
        return self._value == 0

    async def acquire(self):
        while self._value <= 0:
            await sleep(0)
        self._value -= 1
        return True

    def release(self):
        self._value += 1

    async def __aenter__(self):
        await self.acquire()

    async def __aexit__(self, *exc):
        self.release()


class Event:
    def __init__(self):
        self._set = False

    def is_set(self):
        return self._set

    def set(self):
        self._set = True

    def clear(self):
        self._set = False

    async def wait(self):
        while not self._set:
            await sleep(0)
        return True
