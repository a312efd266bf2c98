"""asyncio for hyexec: CPython 3.11's event loop, futures, tasks and
synchronization primitives (their logic follows Lib/asyncio, the messages
CPython's C accelerator _asyncio gives where it has one), on the virtual
clock of hyexec's time module: where CPython's loop would block in select()
until the next timer is due, this one advances the clock to it, so sleeps
take no time and runs are deterministic. Timers due at the same instant run
in the order they were set, as the real clock's progress orders them in
CPython. No I/O, no threads: run_in_executor() and to_thread() call the
function at once."""

import heapq as _heapq
from _hyexec import unsupported as _unsupported
import sys as _sys
import time as _time
import _weakcell
from collections import deque as _deque

__all__ = (
    'BaseEventLoop', 'AbstractEventLoop', 'Handle', 'TimerHandle', 'CancelledError',
    'InvalidStateError', 'TimeoutError', 'Future', 'Task', 'run', 'Runner', 'sleep',
    'gather', 'shield', 'wait', 'wait_for', 'as_completed', 'ensure_future', 'create_task',
    'current_task', 'all_tasks', 'timeout', 'timeout_at', 'Timeout', 'TaskGroup', 'Lock',
    'Event', 'Condition', 'Semaphore', 'BoundedSemaphore', 'Barrier', 'BrokenBarrierError',
    'Queue', 'PriorityQueue', 'LifoQueue', 'QueueEmpty', 'QueueFull', 'get_event_loop',
    'get_running_loop', 'new_event_loop', 'set_event_loop', 'iscoroutine',
    'iscoroutinefunction', 'isfuture', 'to_thread', 'FIRST_COMPLETED', 'FIRST_EXCEPTION',
    'ALL_COMPLETED',
)

# ---------------------------------------------------------------- exceptions


class CancelledError(BaseException):
    """The Future or Task was cancelled."""


TimeoutError = TimeoutError


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""


class IncompleteReadError(EOFError):
    def __init__(self, partial, expected):
        r_expected = 'undefined' if expected is None else repr(expected)
        EOFError.__init__(self, f'{len(partial)} bytes read on a total of '
                                f'{r_expected} expected bytes')
        self.partial = partial
        self.expected = expected


# -------------------------------------------------------------------- events


class Handle:
    """A callback scheduled with call_soon()."""

    def __init__(self, callback, args, loop, context=None):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                'message': f'Exception in callback {_callback_name(self._callback)}',
                'exception': exc,
                'handle': self,
            })

    def __repr__(self):
        if self._cancelled:
            return f'<{type(self).__name__} cancelled>'
        return f'<{type(self).__name__} {_callback_name(self._callback)}>'


class TimerHandle(Handle):
    """A callback scheduled with call_later() or call_at(); ordered by when
    it is due, then by when it was set."""

    def __init__(self, when, seq, callback, args, loop, context=None):
        Handle.__init__(self, callback, args, loop, context)
        self._when = when
        self._seq = seq
        self._scheduled = False

    def __lt__(self, other):
        return (self._when, self._seq) < (other._when, other._seq)

    def __eq__(self, other):
        return self is other

    __hash__ = object.__hash__

    def when(self):
        return self._when

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
        Handle.cancel(self)


def _callback_name(fn):
    name = getattr(fn, '__qualname__', None) or getattr(fn, '__name__', None)
    return f'{name}()' if name else repr(fn)


class _WeakSet:
    """The loop's async generators, held weakly: the part of weakref.WeakSet
    asyncio uses, over the native weak cells (weakref's import is slow)."""

    def __init__(self):
        self._refs = {}

    def add(self, item):
        self._refs[id(item)] = _weakcell.ref(item)

    def discard(self, item):
        self._refs.pop(id(item), None)

    def clear(self):
        self._refs.clear()

    def __iter__(self):
        live = [_weakcell.get(r) for r in self._refs.values()]
        return iter([x for x in live if x is not None])

    def __len__(self):
        return len(list(self))


class AbstractEventLoop:
    """The event loop interface."""


class BaseEventLoop(AbstractEventLoop):
    def __init__(self):
        self._ready = _deque()
        self._scheduled = []
        self._timer_seq = 0
        self._stopping = False
        self._closed = False
        self._running = False
        self._debug = False
        self._exception_handler = None
        self._asyncgens = _WeakSet()
        self._asyncgens_shutdown_called = False
        self._executor_shutdown_called = False

    def __repr__(self):
        return (f'<{type(self).__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    def time(self):
        return _time.monotonic()

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args, context=context)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError('when cannot be None')
        self._check_closed()
        self._timer_seq += 1
        timer = TimerHandle(when, self._timer_seq, callback, args, self, context)
        _heapq.heappush(self._scheduled, timer)
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        pass

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name, context=context)

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def _check_running(self):
        if self.is_running():
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')

    def run_forever(self):
        global _running_loop
        self._check_closed()
        self._check_running()
        old_hooks = _sys.get_asyncgen_hooks()
        try:
            self._running = True
            _sys.set_asyncgen_hooks(firstiter=self._asyncgen_firstiter_hook,
                                    finalizer=self._asyncgen_finalizer_hook)
            _running_loop = self
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _running_loop = None
            _sys.set_asyncgen_hooks(*old_hooks)

    def run_until_complete(self, future):
        self._check_closed()
        self._check_running()
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def _run_once(self):
        """One iteration: the timers now due join the ready callbacks, and
        the callbacks ready at its start run (CPython's _run_once)."""
        while self._scheduled and self._scheduled[0]._cancelled:
            _heapq.heappop(self._scheduled)._scheduled = False
        now = self.time()
        if not self._ready and not self._stopping:
            if not self._scheduled:
                # CPython's select() would wait for I/O that never comes.
                _unsupported('asyncio: an event loop waiting for ever (nothing ready, '
                             'no timer set)')
            # Where CPython's select() would sleep until the next timer.
            when = self._scheduled[0]._when
            if when > now:
                _time.sleep(when - now)
                now = when
        while self._scheduled:
            handle = self._scheduled[0]
            if handle._when > now:
                break
            handle = _heapq.heappop(self._scheduled)
            handle._scheduled = False
            self._ready.append(handle)
        for _ in range(len(self._ready)):
            handle = self._ready.popleft()
            if not handle._cancelled:
                handle._run()

    def stop(self):
        self._stopping = True

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def close(self):
        if self.is_running():
            raise RuntimeError('Cannot close a running event loop')
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = enabled

    def run_in_executor(self, executor, func, *args):
        """Runs func at once (no threads here); the future it returns is
        done at the loop's next iteration, as a worker's result arrives."""
        self._check_closed()
        future = self.create_future()
        try:
            result = func(*args)
        except BaseException as exc:
            self.call_soon(_set_exception_unless_cancelled, future, exc)
        else:
            self.call_soon(_set_result_unless_cancelled, future, result)
        return future

    def set_default_executor(self, executor):
        pass

    def _asyncgen_finalizer_hook(self, agen):
        self._asyncgens.discard(agen)
        if not self.is_closed():
            self.call_soon_threadsafe(self.create_task, agen.aclose())

    def _asyncgen_firstiter_hook(self, agen):
        self._asyncgens.add(agen)

    async def shutdown_asyncgens(self):
        self._asyncgens_shutdown_called = True
        if not len(self._asyncgens):
            return
        closing = list(self._asyncgens)
        self._asyncgens.clear()
        results = await gather(*[ag.aclose() for ag in closing], return_exceptions=True)
        for result, agen in zip(results, closing):
            if isinstance(result, Exception):
                self.call_exception_handler({
                    'message': f'an error occurred during closing of '
                               f'asynchronous generator {agen!r}',
                    'exception': result,
                    'asyncgen': agen,
                })

    async def shutdown_default_executor(self):
        self._executor_shutdown_called = True

    def get_exception_handler(self):
        return self._exception_handler

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, got {handler!r}')
        self._exception_handler = handler

    def default_exception_handler(self, context):
        """Writes the message to stderr, as asyncio's logger does."""
        message = context.get('message') or 'Unhandled exception in event loop'
        lines = [message]
        for key in sorted(context):
            if key in ('message', 'exception'):
                continue
            lines.append(f'{key}: {context[key]!r}')
        exception = context.get('exception')
        if exception is not None:
            import traceback
            lines.append(''.join(traceback.format_exception(
                type(exception), exception, exception.__traceback__)).rstrip('\n'))
        print('\n'.join(lines), file=_sys.stderr)

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            self.default_exception_handler(context)
        else:
            try:
                self._exception_handler(self, context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc:
                self.default_exception_handler({
                    'message': 'Unhandled error in exception handler',
                    'exception': exc,
                    'context': context,
                })


class _Loop(BaseEventLoop):
    pass


SelectorEventLoop = _Loop
DefaultEventLoopPolicy = None


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return
    fut.get_loop().stop()


_running_loop = None
_event_loop = None
_event_loop_set = False


def _get_running_loop():
    return _running_loop


def _set_running_loop(loop):
    global _running_loop
    _running_loop = loop


def get_running_loop():
    if _running_loop is None:
        raise RuntimeError('no running event loop')
    return _running_loop


def get_event_loop():
    """The running loop, else the main thread's current one (made at the
    first call, as 3.11's policy does, with its DeprecationWarning)."""
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None and not _event_loop_set:
        import warnings
        warnings.warn('There is no current event loop', DeprecationWarning, stacklevel=2)
        _event_loop = new_event_loop()
    if _event_loop is None:
        raise RuntimeError("There is no current event loop in thread 'MainThread'.")
    return _event_loop


def _get_event_loop():
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None and not _event_loop_set:
        _event_loop = new_event_loop()
    if _event_loop is None:
        raise RuntimeError("There is no current event loop in thread 'MainThread'.")
    return _event_loop


def set_event_loop(loop):
    global _event_loop, _event_loop_set
    _event_loop_set = True
    _event_loop = loop


def new_event_loop():
    return _Loop()


def iscoroutine(obj):
    return type(obj).__name__ == 'coroutine'


def iscoroutinefunction(func):
    import inspect
    return inspect.iscoroutinefunction(func) or getattr(func, '_is_coroutine', None) is not None


def isfuture(obj):
    return (hasattr(obj.__class__, '_asyncio_future_blocking') and
            obj._asyncio_future_blocking is not None)


# ------------------------------------------------------------------- futures

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'


class Future:
    """A result that will arrive; callbacks run when it does."""

    _state = _PENDING
    _result = None
    _exception = None
    _loop = None
    _asyncio_future_blocking = False
    _cancel_message = None
    _cancelled_exc = None
    _log_traceback = False

    def __init__(self, *, loop=None):
        self._loop = _get_event_loop() if loop is None else loop
        self._callbacks = []

    def __repr__(self):
        return f'<{self.__class__.__name__} {" ".join(self._repr_info())}>'

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                import reprlib
                info.append(f'result={reprlib.repr(self._result)}')
        if self._callbacks:
            info.append('cb=[' + ', '.join(_callback_name(cb) for cb in self._callbacks) + ']')
        return info

    def get_loop(self):
        loop = self._loop
        if loop is None:
            raise RuntimeError('Future object is not initialized.')
        return loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            exc = CancelledError()
        else:
            exc = CancelledError(self._cancel_message)
        exc.__context__ = self._cancelled_exc
        self._cancelled_exc = None
        return exc

    def cancel(self, msg=None):
        self._log_traceback = False
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        if not callbacks:
            return
        self._callbacks[:] = []
        for callback in callbacks:
            self._loop.call_soon(callback, self)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Result is not set.')
        self._log_traceback = False
        if self._exception is not None:
            raise self._exception.with_traceback(self._exception_tb)
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Exception is not set.')
        self._log_traceback = False
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks[:] = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            new_exc = RuntimeError('StopIteration interacts badly with generators '
                                   'and cannot be raised into a Future')
            new_exc.__cause__ = exception
            new_exc.__context__ = exception
            exception = new_exc
        self._exception = exception
        self._exception_tb = exception.__traceback__
        self._state = _FINISHED
        self._schedule_callbacks()
        self._log_traceback = True

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


def _set_exception_unless_cancelled(fut, exc):
    if fut.cancelled():
        return
    fut.set_exception(exc)


def wrap_future(future, *, loop=None):
    if isfuture(future):
        return future
    raise TypeError(f'concurrent.futures.Future is expected, got {future!r}')


# --------------------------------------------------------------------- tasks

_task_counter = 0
_current_tasks = {}
# The tasks not done yet, in the order they were made (all_tasks()).
_pending_tasks = {}


class Task(Future):
    """A coroutine run by the event loop, one step per callback."""

    _log_destroy_pending = True

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_counter
        Future.__init__(self, loop=loop)
        if not iscoroutine(coro):
            self._log_destroy_pending = False
            raise TypeError(f'a coroutine was expected, got {coro!r}')
        if name is None:
            _task_counter += 1
            self._name = f'Task-{_task_counter}'
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        self._loop.call_soon(self._step)
        _pending_tasks[self] = None

    def _repr_info(self):
        info = Future._repr_info(self)
        if self._num_cancels_requested and not self.done():
            info[0] = 'cancelling'
        info.insert(1, f'name={self.get_name()!r}')
        info.insert(2, f'coro=<{_format_coroutine(self._coro)}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_coro(self):
        return self._coro

    def get_context(self):
        return None

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def get_stack(self, *, limit=None):
        return []

    def cancel(self, msg=None):
        self._log_traceback = False
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def _finish(self):
        _pending_tasks.pop(self, None)

    def _step(self, exc=None):
        if self.done():
            raise InvalidStateError(f'_step(): already done: {self!r}, {exc!r}')
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        coro = self._coro
        self._fut_waiter = None
        _current_tasks[self._loop] = self
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as stop:
            self._finish()
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, stop.value)
        except CancelledError as cancelled:
            self._finish()
            self._cancelled_exc = cancelled
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as exc:
            self._finish()
            Future.set_exception(self, exc)
            raise
        except BaseException as exc:
            self._finish()
            Future.set_exception(self, exc)
        else:
            self._wait_on(result)
        finally:
            _current_tasks.pop(self._loop, None)

    def _wait_on(self, result):
        """What the coroutine yielded up: a future to wait for, or None."""
        blocking = getattr(result, '_asyncio_future_blocking', None)
        if blocking is not None:
            if result.get_loop() is not self._loop:
                new_exc = RuntimeError(f'Task {self!r} got Future {result!r} attached to a '
                                       f'different loop')
                self._loop.call_soon(self._step, new_exc)
            elif blocking:
                if result is self:
                    new_exc = RuntimeError(f'Task cannot await on itself: {self!r}')
                    self._loop.call_soon(self._step, new_exc)
                else:
                    result._asyncio_future_blocking = False
                    result.add_done_callback(self._wakeup)
                    self._fut_waiter = result
                    if self._must_cancel:
                        if self._fut_waiter.cancel(msg=self._cancel_message):
                            self._must_cancel = False
            else:
                new_exc = RuntimeError(f'yield was used instead of yield from in task '
                                       f'{self!r} with {result!r}')
                self._loop.call_soon(self._step, new_exc)
        elif result is None:
            self._loop.call_soon(self._step)
        elif type(result).__name__ == 'generator':
            new_exc = RuntimeError(f'yield was used instead of yield from for generator in '
                                   f'task {self!r} with {result!r}')
            self._loop.call_soon(self._step, new_exc)
        else:
            new_exc = RuntimeError(f'Task got bad yield: {result!r}')
            self._loop.call_soon(self._step, new_exc)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()


def _format_coroutine(coro):
    name = getattr(coro, '__qualname__', None) or getattr(coro, '__name__', None) or repr(coro)
    frame = getattr(coro, 'cr_frame', None)
    if frame is not None:
        return f'{name}() running at {frame.f_code.co_filename}:{frame.f_lineno}'
    code = getattr(coro, 'cr_code', None)
    if code is not None:
        return f'{name}() done, defined at {code.co_filename}:{code.co_firstlineno}'
    return f'{name}()'


def current_task(loop=None):
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    if loop is None:
        loop = get_running_loop()
    return {t for t in _pending_tasks if t._loop is loop and not t.done()}


def _register_task(task):
    _pending_tasks[task] = None


def _enter_task(loop, task):
    if _current_tasks.get(loop) is not None:
        raise RuntimeError(f'Cannot enter into task {task!r} while another task '
                           f'{_current_tasks[loop]!r} is being executed.')
    _current_tasks[loop] = task


def _leave_task(loop, task):
    if _current_tasks.get(loop) is not task:
        raise RuntimeError(f'Leaving task {task!r} does not match the current task '
                           f'{_current_tasks.get(loop)!r}.')
    del _current_tasks[loop]


def create_task(coro, *, name=None, context=None):
    return get_running_loop().create_task(coro, name=name, context=context)


def ensure_future(coro_or_future, *, loop=None):
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future.get_loop():
            raise ValueError('The future belongs to a different loop than '
                             'the one specified as the loop argument')
        return coro_or_future
    if not iscoroutine(coro_or_future):
        if hasattr(type(coro_or_future), '__await__'):
            coro_or_future = _wrap_awaitable(coro_or_future)
        else:
            raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')
    if loop is None:
        loop = _get_event_loop()
    return loop.create_task(coro_or_future)


async def _wrap_awaitable(awaitable):
    return await awaitable


class _Sleep0:
    """A bare yield: the task steps again at the loop's next iteration."""

    def __await__(self):
        yield


async def sleep(delay, result=None):
    if delay <= 0:
        await _Sleep0()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(Future):
    def __init__(self, children, *, loop):
        Future.__init__(self, loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    if not coros_or_futures:
        outer = _get_event_loop().create_future()
        outer.set_result([])
        return outer
    state = {'finished': 0}

    def _done_callback(fut):
        state['finished'] += 1
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if state['finished'] == nfuts:
            results = []
            for child in children:
                if child.cancelled():
                    res = CancelledError('' if child._cancel_message is None
                                         else child._cancel_message)
                else:
                    res = child.exception()
                    if res is None:
                        res = child.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    arg_to_fut = {}
    children = []
    nfuts = 0
    loop = None
    outer = None
    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut.get_loop()
            if fut is not arg:
                fut._log_destroy_pending = False
            nfuts += 1
            arg_to_fut[arg] = fut
            fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[arg]
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    return outer


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner.get_loop()
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


class _ReleaseWaiter:
    """functools.partial(_release_waiter, waiter), comparable for
    remove_done_callback()."""

    def __init__(self, waiter):
        self.waiter = waiter

    def __call__(self, *args):
        _release_waiter(self.waiter)


async def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()
    cb = _ReleaseWaiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = _ReleaseWaiter(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut, loop=loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = set(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    loop = get_running_loop()
    return await _wait(fs, timeout, return_when, loop)


async def _wait(fs, timeout, return_when, loop):
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    state = {'counter': len(fs)}

    def _on_completion(f):
        state['counter'] -= 1
        if (state['counter'] <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and (not f.cancelled() and
                                                    f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """The futures' results in the order they complete: a coroutine to
    await for each."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    done = Queue()
    loop = _get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    state = {'timeout_handle': None}

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and state['timeout_handle'] is not None:
            state['timeout_handle'].cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        state['timeout_handle'] = loop.call_later(timeout, _on_timeout)
    return (_wait_for_one() for _ in range(len(todo)))


async def to_thread(func, *args, **kwargs):
    loop = get_running_loop()
    return await loop.run_in_executor(None, lambda: func(*args, **kwargs))


def run_coroutine_threadsafe(coro, loop):
    _unsupported('asyncio.run_coroutine_threadsafe (no threads)')


# ------------------------------------------------------------------ timeouts


class Timeout:
    """The context manager of timeout() and timeout_at()."""

    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'active':
            if self._state == 'created':
                raise RuntimeError('Timeout has not been entered')
            raise RuntimeError(f'Cannot change state of {self._state} Timeout')
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = ['']
        if self._state == 'active':
            when = round(self._when, 3) if self._when is not None else None
            info.append(f'when={when}')
        return f"<Timeout [{self._state}]{' '.join(info)}>"

    async def __aenter__(self):
        if self._state != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._state = 'active'
        self._task = task
        self._cancelling = self._task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'active':
            self._state = 'finished'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    return Timeout(when)


# ----------------------------------------------------------------- TaskGroup


class TaskGroup:
    """Tasks awaited together at the block's end; the first error cancels
    the others, and the errors are raised as an ExceptionGroup."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = {}
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append(f'tasks={len(self._tasks)}')
        if self._errors:
            info.append(f'errors={len(self._errors)}')
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        return f"<TaskGroup{' '.join(info)}>"

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has already been entered')
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        self._entered = True
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None:
            if not self._aborting:
                self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            try:
                me = BaseExceptionGroup('unhandled errors in a TaskGroup', self._errors)
                raise me from None
            finally:
                self._errors = None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has not been entered')
        if self._exiting and not self._tasks:
            raise RuntimeError(f'TaskGroup {self!r} is finished')
        if self._aborting:
            raise RuntimeError(f'TaskGroup {self!r} is shutting down')
        task = self._loop.create_task(coro)
        if name is not None:
            task.set_name(name)
        task.add_done_callback(self._on_task_done)
        self._tasks[task] = None
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': f'Task {task!r} has errored out but its parent '
                           f'task {self._parent_task} is already completed',
                'exception': exc,
                'task': task,
            })
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# ------------------------------------------------------------------- runners


class Runner:
    """A context manager running coroutines on one new event loop."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._state = 'created'
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None
        self._set_event_loop = False

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != 'initialized':
            return
        try:
            loop = self._loop
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            if self._set_event_loop:
                set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = 'closed'

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError('a coroutine was expected, got {!r}'.format(coro))
        if _running_loop is not None:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        self._lazy_init()
        task = self._loop.create_task(coro, context=context)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError('Runner is closed')
        if self._state == 'initialized':
            return
        if self._loop_factory is None:
            self._loop = new_event_loop()
            if not self._set_event_loop:
                set_event_loop(self._loop)
                self._set_event_loop = True
        else:
            self._loop = self._loop_factory()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        self._state = 'initialized'


def run(main, *, debug=None):
    if _running_loop is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    with Runner(debug=debug) as runner:
        return runner.run(main)


def _cancel_all_tasks(loop):
    to_cancel = all_tasks(loop)
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))
    for task in to_cancel:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': task.exception(),
                'task': task,
            })


# --------------------------------------------------------------------- locks


class _LoopBound:
    _loop = None

    def _get_loop(self):
        loop = get_running_loop()
        if self._loop is None:
            self._loop = loop
        if loop is not self._loop:
            raise RuntimeError(f'{self!r} is bound to a different event loop')
        return loop

    def _repr_extra(self):
        return ''

    def __repr__(self):
        return (f'<{type(self).__module__}.{type(self).__qualname__} object at '
                f'{id(self):#x} [{self._repr_extra()}]>')


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


def _with_waiters(extra, waiters):
    return f'{extra}, waiters:{len(waiters)}' if waiters else extra


class Lock(_ContextManagerMixin, _LoopBound):
    """A lock handed to its waiters first come, first served."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def _repr_extra(self):
        return _with_waiters('locked' if self._locked else 'unlocked', self._waiters)

    def locked(self):
        return self._locked

    async def acquire(self):
        if (not self._locked and (self._waiters is None or
                                  all(w.cancelled() for w in self._waiters))):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event(_LoopBound):
    def __init__(self):
        self._waiters = _deque()
        self._value = False

    def _repr_extra(self):
        return _with_waiters('set' if self._value else 'unset', self._waiters)

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin, _LoopBound):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = _deque()

    def _repr_extra(self):
        return _with_waiters('locked' if self.locked() else 'unlocked', self._waiters)

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = self._get_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin, _LoopBound):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def _repr_extra(self):
        return _with_waiters('locked' if self.locked() else f'unlocked, value:{self._value}',
                             self._waiters)

    def locked(self):
        return self._value == 0 or (any(not w.cancelled() for w in (self._waiters or ())))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        Semaphore.release(self)


class Barrier(_LoopBound):
    """Tasks wait() until `parties` of them have; then all go on."""

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = 'filling'
        self._count = 0

    def _repr_extra(self):
        extra = self._state
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return extra

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._block()
            try:
                index = self._count
                self._count += 1
                if index + 1 == self._parties:
                    await self._release()
                else:
                    await self._wait()
                return index
            finally:
                self._count -= 1
                self._exit()

    async def _block(self):
        await self._cond.wait_for(lambda: self._state not in ('draining', 'resetting'))
        if self._state == 'broken':
            raise BrokenBarrierError('Barrier aborted')

    async def _release(self):
        self._state = 'draining'
        self._cond.notify_all()

    async def _wait(self):
        await self._cond.wait_for(lambda: self._state != 'filling')
        if self._state in ('broken', 'resetting'):
            raise BrokenBarrierError('Abort or reset of barrier')

    def _exit(self):
        if self._count == 0:
            if self._state in ('resetting', 'draining'):
                self._state = 'filling'
            self._cond.notify_all()

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                if self._state != 'resetting':
                    self._state = 'resetting'
            else:
                self._state = 'filling'
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = 'broken'
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == 'filling':
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == 'broken'


# -------------------------------------------------------------------- queues


class Queue(_LoopBound):
    """A first-in, first-out queue; maxsize > 0 bounds it (put() waits)."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _deque()
        self._putters = _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    def __class_getitem__(cls, item):
        return cls

    def _format(self):
        result = f'maxsize={self._maxsize!r}'
        if getattr(self, '_queue', None):
            result += f' _queue={list(self._queue)!r}'
        if self._getters:
            result += f' _getters[{len(self._getters)}]'
        if self._putters:
            result += f' _putters[{len(self._putters)}]'
        if self._unfinished_tasks:
            result += f' tasks={self._unfinished_tasks}'
        return result

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            putter = self._get_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            getter = self._get_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heapq.heappush(self._queue, item)

    def _get(self):
        return _heapq.heappop(self._queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()
