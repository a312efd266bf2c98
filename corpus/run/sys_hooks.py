# sys.excepthook / sys.__excepthook__ report an exception as CPython does at
# the top level, with its "Did you mean" suggestions; breakpoint() calls
# sys.breakpointhook with its arguments.
import io
import sys


def report():
    saved = sys.stderr
    sys.stderr = io.StringIO()
    try:
        sys.__excepthook__(*sys.exc_info())
        return sys.stderr.getvalue()
    finally:
        sys.stderr = saved


global_for_suggestions = 1


class Widget:
    blech = 1

    def __init__(self):
        self.colour = "red"


def name_errors():
    blech = None
    try:
        print(blch)
    except NameError:
        yield report().splitlines()[-1]
    try:
        print(global_for_suggestio)
    except NameError:
        yield report().splitlines()[-1]
    try:
        print(ZeroDivisionErrrrr)
    except NameError:
        yield report().splitlines()[-1]
    try:
        print(somethingverywrong)
    except NameError:
        yield report().splitlines()[-1]


for line in name_errors():
    print(line)

for attr in ("blach", "color", "Colour", "zzzzzzzz"):
    try:
        getattr(Widget(), attr)
    except AttributeError:
        print(report().splitlines()[-1])

try:
    raise ValueError("plain")
except ValueError:
    text = report()
print(text.splitlines()[0], "|", text.splitlines()[-1])
print(sys.excepthook is sys.__excepthook__)


def my_hook(*args, **kwargs):
    print("hook called with", args, kwargs)
    return "hook result"


sys.breakpointhook = my_hook
print(breakpoint(1, 2, three=3))
del sys.breakpointhook
try:
    breakpoint()
except RuntimeError as e:
    print(e)
sys.breakpointhook = sys.__breakpointhook__
print(callable(sys.breakpointhook))
