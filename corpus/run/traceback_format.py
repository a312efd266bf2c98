# The traceback module's text: chained exceptions, notes, exception groups
# (nested, with their limits). The raising lines are whole statements: hyexec
# knows no columns, so it draws no carets (CPython draws none there either).
import re
import sys
import traceback


def show(exc):
    for line in traceback.format_exception(exc):
        print(re.sub(r'File "[^"]*"', 'File "FILE"', line), end='')
    print('--')


def caught(f):
    try:
        f()
    except BaseException as e:
        return e


def divide():
    raise ZeroDivisionError('division by zero')


def index():
    data = {'a': [1, 2]}
    index_of(data)


def index_of(data):
    raise IndexError('list index out of range')


def attribute():
    value = None
    value.missing


def call_fails():
    int('x')


show(caught(divide))
show(caught(index))
show(caught(attribute))
show(caught(call_fails))


def chained():
    try:
        divide()
    except ZeroDivisionError as e:
        raise ValueError('bad') from e


def context():
    try:
        index()
    except IndexError:
        raise KeyError('k')


show(caught(chained))
show(caught(context))

e = ValueError('with notes')
e.add_note('first note')
e.add_note('second\nline')
show(e)


def group():
    errors = []
    for i in range(3):
        try:
            if i == 1:
                raise TypeError(f'type {i}')
            raise ValueError(f'value {i}')
        except Exception as err:
            errors.append(err)
    raise ExceptionGroup('several', [*errors, ExceptionGroup('inner', [OSError('os')])])


show(caught(group))
print(''.join(traceback.format_exception_only(caught(group))), end='')
wide = ExceptionGroup('wide', [ValueError(i) for i in range(20)])
show(wide)
print(traceback.format_exc(), end='')
try:
    group()
except* ValueError:
    print(traceback.format_exc().splitlines()[0])
except* TypeError as eg:
    print(repr(eg))
except* OSError:
    print('os')
