"""time for hyexec: a virtual clock, so runs are deterministic and never
wait. time() starts at a fixed instant; sleep() advances the clock."""

_now = 1700000000.0
_start = _now


def time():
    return _now


def time_ns():
    return int(_now * 1000000000)


def perf_counter():
    return _now - _start


def perf_counter_ns():
    return int((_now - _start) * 1000000000)


monotonic = perf_counter
monotonic_ns = perf_counter_ns
process_time = perf_counter
process_time_ns = perf_counter_ns


def sleep(secs):
    global _now
    if secs < 0:
        raise ValueError('sleep length must be non-negative')
    _now += secs
