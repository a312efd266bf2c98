# Live frames: sys._getframe, f_back, f_locals, f_lineno, f_code, and the
# inspect functions over them.
import inspect
import sys


def who():
    return sys._getframe(1).f_code.co_name


def caller_line():
    f = sys._getframe(1)
    return f.f_lineno


def outer():
    a = 1
    b = 'two'
    print(who(), caller_line())
    f = sys._getframe()
    print(f.f_code.co_name, sorted(f.f_locals), f.f_back.f_code.co_name)
    print(f.f_globals is globals(), f is sys._getframe(0))
    return f


f = outer()
# The frame outlives its call: its locals, line and caller as they were.
print(f.f_code.co_name, f.f_lineno, sorted(f.f_locals), f.f_back.f_code.co_name)
print(type(f).__name__, sys._getframe().f_back)

try:
    sys._getframe(1000)
except ValueError as e:
    print('ValueError', e)
try:
    sys._getframe('x')
except TypeError as e:
    print('TypeError', e)


def depth():
    n = 0
    f = sys._getframe()
    while f is not None:
        n += 1
        f = f.f_back
    return n


print(depth(), (lambda: depth())())


class C:
    name = sys._getframe().f_code.co_name
    here = sorted(sys._getframe().f_locals)


print(C.name, C.here)


def gen():
    yield sys._getframe().f_code.co_name
    yield sys._getframe().f_back.f_code.co_name


print(list(gen()))


def use_inspect():
    x = 10
    frame = inspect.currentframe()
    print(frame.f_code.co_name, frame.f_locals['x'])
    info = inspect.getframeinfo(frame)
    print(info.function, info.lineno - frame.f_code.co_firstlineno, info.code_context, info.index)
    names = [fi.function for fi in inspect.stack()]
    print(names)
    print(inspect.stack()[0].code_context, inspect.getlineno(frame) > 0)
    outer_frames = inspect.getouterframes(frame, 0)
    print(len(outer_frames), outer_frames[0].function, outer_frames[0].code_context)


use_inspect()

try:
    1 / 0
except ZeroDivisionError:
    for fi in inspect.trace():
        print('trace', fi.function, fi.code_context)

f = sys._getframe()
try:
    f.clear()
except RuntimeError as e:
    print('RuntimeError', e)


def counter():
    yield 1
    yield 2


g = counter()
print(g.gi_frame.f_code.co_name, g.gi_frame.f_back, g.gi_frame.f_lineno - g.gi_frame.f_code.co_firstlineno)
next(g)
print(g.gi_frame.f_back, g.gi_frame.f_lineno - g.gi_frame.f_code.co_firstlineno)
list(g)
print(g.gi_frame)
