"""queue for hyexec: Queue, LifoQueue, PriorityQueue and SimpleQueue for a
single-threaded program (written in the Python subset hyexec runs). A
blocking get() on an empty queue, or put() on a full one, waits forever as
under CPython with no other thread: the run ends at its step or time limit."""

import heapq as _heapq
from collections import deque as _deque


class Empty(Exception):
    pass


class Full(Exception):
    pass


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self.unfinished_tasks = 0
        self._init(maxsize)

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.full():
            if not block or timeout is not None:
                raise Full
            while True:
                pass
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not self._qsize():
            if not block or timeout is not None:
                raise Empty
            while True:
                pass
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def task_done(self):
        if self.unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks -= 1

    def join(self):
        while self.unfinished_tasks:
            pass


class LifoQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _get(self):
        return self.queue.pop()


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        _heapq.heappush(self.queue, item)

    def _get(self):
        return _heapq.heappop(self.queue)


class SimpleQueue(Queue):
    def __init__(self):
        Queue.__init__(self)
