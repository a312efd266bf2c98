# contextlib's redirect_stderr and AbstractContextManager; a staticmethod
# object is callable (3.10+).
import contextlib
import io
import sys

buf = io.StringIO()
with contextlib.redirect_stderr(buf):
    print("to stderr", file=sys.stderr)
print(repr(buf.getvalue()))


class Managed(contextlib.AbstractContextManager):
    def __exit__(self, *exc):
        print("exit", exc[0])


with Managed() as m:
    print(type(m).__name__)


class C:
    @staticmethod
    def twice(x):
        return 2 * x

    @classmethod
    def make(cls, a, b):
        return (cls.__name__, a, b)


print(C.__dict__["twice"](4), callable(C.__dict__["twice"]), callable(C.__dict__["make"]))
