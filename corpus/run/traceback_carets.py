# The traceback module's carets (PEP 657): each entry's position comes from
# the frame's code (co_positions at tb_lasti); anchors on a binary operator
# or a subscript's brackets; none where the span is the whole line. Also
# FrameSummary's columns, and tb_frame as the frame itself (f_lineno where
# it ended, f_locals).
import re
import sys
import traceback


def show(f, *args):
    try:
        f(*args)
    except BaseException as e:
        for line in traceback.format_exception(e):
            print(re.sub(r'File "[^"]*"', 'File "FILE"', line), end='')
        return e


def subscript():
    data = {'a': [1, 2]}
    return data['a'][5] + 1


def floor_division(x=1):
    return x + (x // 0)


def attribute():
    value = None
    return value.missing.more


def call_in_arguments():
    return len(str(int('x')))


def multi_line():
    total = (1 +
             2 + None)
    return total


def helper(n):
    return n / 0


def nested_call():
    return helper(1) + 2


def unpack():
    a, b = [1, 2, 3]
    return a, b


def augmented():
    d = {}
    d['k'] += 1


def assertion():
    n = 1
    assert n == 2, 'n'


def raise_statement():
    if True: raise ValueError('x')


def parenthesized():
    return (1)   /   (0)


def name_error():
    return 1 + undefined_name


for case in [subscript, floor_division, attribute, call_in_arguments, multi_line, nested_call,
             unpack, augmented, assertion, raise_statement, parenthesized, name_error]:
    show(case)

e = show(floor_division, 3)
summary = traceback.extract_tb(e.__traceback__)[-1]
print(summary.name, summary.lineno, summary.end_lineno, summary.colno, summary.end_colno)
frame = e.__traceback__.tb_next.tb_frame
print(frame.f_code.co_name, frame.f_lineno - frame.f_code.co_firstlineno, frame.f_locals)


def after_except():
    try:
        1 / 0
    except TypeError:
        pass


def in_finally():
    try:
        1 / 0
    finally:
        pass


for f in (after_except, in_finally):
    try:
        f()
    except ZeroDivisionError as e:
        frame = e.__traceback__.tb_next.tb_frame
        print(f.__name__, frame.f_lineno - frame.f_code.co_firstlineno)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e.__traceback__.tb_frame is sys._getframe())
