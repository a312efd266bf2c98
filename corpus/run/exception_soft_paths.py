# Exceptions that reach their handler without C++ unwinding (eval_soft):
# a missing key of an exact dict, an exception out of a Python callee, out
# of an argument, a condition or a return value. What the handler sees must
# be CPython's: the exception, its traceback lines and carets, __context__,
# sys.exc_info(), `finally`, and the dict subclasses whose __missing__ or
# __getitem__ answer instead.
import re
import sys
import traceback


def frames(e):
    out = []
    tb = e.__traceback__
    while tb:
        out.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    return out


def formatted(e):
    return "".join(re.sub(r'File "[^"]*"', 'File "FILE"', line)
                   for line in traceback.format_exception(e))


def keep_alive(x, memo):
    # copy.py's _keep_alive
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


memo = {}
for i in range(3):
    keep_alive(i, memo)
print(memo[id(memo)])


def missing_key():
    d = {"a": 1}
    try:
        return d["b"]
    except KeyError as e:
        print(repr(e), e.args, frames(e), sys.exc_info()[0].__name__)
        print(formatted(e), end="")
    return None


missing_key()


def raises(n):
    if n:
        raise ValueError("inner %d" % n)
    return n


def in_argument():
    try:
        print(len(str(raises(1))))
    except ValueError as e:
        print("argument:", e, frames(e))
        print(formatted(e), end="")


in_argument()


def in_condition():
    try:
        if raises(2) > 1:
            print("not reached")
    except ValueError as e:
        print("condition:", e, frames(e))


in_condition()


def in_return():
    return raises(3)


def caller():
    try:
        in_return()
    except ValueError as e:
        print("return:", e, frames(e))


caller()


def context_chain():
    d = {}
    try:
        try:
            d["x"]
        except KeyError:
            d["y"]
    except KeyError as e:
        print("context:", repr(e), repr(e.__context__), e.__suppress_context__)


context_chain()


def with_finally():
    seen = []
    try:
        try:
            {}[1]
        finally:
            seen.append("finally")
    except KeyError as e:
        seen.append(repr(e))
    print(seen)


with_finally()


class Missing(dict):
    def __missing__(self, key):
        return key * 2


class Items(dict):
    def __getitem__(self, key):
        return "item " + str(key)


print(Missing(a=1)["b"], Missing(a=1)["a"], Items()["z"])


def unhashable():
    try:
        {}[[]]
    except TypeError as e:
        print("unhashable:", e)


unhashable()


def uncaught_in_callee():
    # An exception out of two Python frames, handled by neither: the
    # traceback keeps every frame, innermost last.
    def inner():
        return {}["deep"]

    def middle():
        return inner() + 1

    try:
        middle()
    except KeyError as e:
        print(frames(e))
        print(formatted(e), end="")


uncaught_in_callee()


def generator_dropped_during_unwind():
    # A suspended generator dropped while the KeyError goes up closes (its
    # finally runs code that raises and handles its own exception); the
    # KeyError still reaches the handler.
    def gen():
        try:
            yield 1
        finally:
            try:
                {}["in finally"]
            except KeyError:
                print("generator closed")

    try:
        g = gen()
        next(g)
        del g
        {}["after"]
    except KeyError as e:
        print("after drop:", repr(e))

    def consume(g, d):
        return d["absent"]

    def started():
        g = gen()
        next(g)
        return g

    try:
        consume(started(), {})
    except KeyError as e:
        print("handled:", repr(e))


generator_dropped_during_unwind()
print({}["last"])
