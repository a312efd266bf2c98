# Tracebacks as objects: exc.__traceback__, sys.exc_info()[2] and the
# tb_next / tb_frame / tb_lineno chain that the traceback module walks.
import re
import sys
import traceback
import types


def inner():
    x = 1
    raise ValueError("deep")


def middle():
    inner()


def outer():
    try:
        middle()
    except ValueError as e:
        return e, sys.exc_info()[2]


exc, tb = outer()
print(type(tb).__name__, isinstance(tb, types.TracebackType), tb is not None)
print(isinstance(tb.tb_frame, types.FrameType))
while tb is not None:
    code = tb.tb_frame.f_code
    print(code.co_name, tb.tb_lineno, tb.tb_lineno - code.co_firstlineno)
    tb = tb.tb_next

print(ValueError("never raised").__traceback__)

# The traceback module formats the chain (to stdout here).
try:
    middle()
except ValueError:
    for line in traceback.format_exc().splitlines():
        print(re.sub(r'File "[^"]*"', 'File "FILE"', line))
    print(len(traceback.extract_tb(sys.exc_info()[2])))

# with_traceback sets it; None clears it.
try:
    inner()
except ValueError as e:
    saved = e.__traceback__
e2 = KeyError("moved").with_traceback(saved)
print([f.name for f in traceback.extract_tb(e2.__traceback__)])
print(e2.with_traceback(None).__traceback__)
e2.__traceback__ = saved
print(e2.__traceback__.tb_frame.f_code.co_name)
try:
    raise e2
except KeyError as e:
    print([f.name for f in traceback.extract_tb(e.__traceback__)])
try:
    ValueError().with_traceback(5)
except TypeError as err:
    print(err)
