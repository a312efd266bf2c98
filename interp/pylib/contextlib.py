"""contextlib for hyexec: contextmanager (also as a decorator),
ContextDecorator, suppress, closing, nullcontext, redirect_stdout, ExitStack
(written in the Python subset hyexec runs)."""

import sys as _sys


class ContextDecorator:
    """A context manager that also works as a decorator: the decorated
    function runs inside a fresh instance of it."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        import functools
        return functools.update_wrapper(inner, func)


class _GeneratorContextManager(ContextDecorator):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        # A generator runs once: each decorated call gets its own.
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            return exc is not value
        except BaseException as exc:
            if exc is value:
                return False
            raise
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, '__name__', 'helper')
    return helper


class suppress:
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class closing:
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext:
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class redirect_stdout:
    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(_sys.stdout)
        _sys.stdout = self._new_target
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        _sys.stdout = self._old_targets.pop()


class ExitStack:
    def __init__(self):
        self._callbacks = []

    def __enter__(self):
        return self

    def enter_context(self, cm):
        result = cm.__enter__()
        self._callbacks.append(cm.__exit__)
        return result

    def callback(self, fn, *args, **kwds):
        self._callbacks.append(lambda *exc: fn(*args, **kwds))
        return fn

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc):
        suppressed = False
        while self._callbacks:
            cb = self._callbacks.pop()
            if cb(*exc):
                suppressed = True
                exc = (None, None, None)
        return suppressed
