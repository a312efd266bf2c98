# An uncaught exception's traceback with PEP 657's carets: each failing
# expression's span in its line (`^`), the operator or brackets of a binary
# operation or subscript (`~` around `^`), none where the span is the whole
# line; chained so that every case is printed.


def subscript():
    data = {'a': [1, 2]}
    return data['a'][5] + 1


def floor_division():
    x = 1
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


def unicode_line():
    s = 'héllo'; return s + 1


def parenthesized():
    return (1)   /   (0)


def recursion(n):
    return recursion(n - 1) if n else {}[n]


def chain(cases):
    try:
        cases[0]()
    except Exception:
        if len(cases) > 1:
            chain(cases[1:])
        raise


chain([subscript, floor_division, attribute, call_in_arguments, multi_line, nested_call,
       unpack, augmented, assertion, raise_statement, unicode_line, parenthesized,
       lambda: recursion(6)])
