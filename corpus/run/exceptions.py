# Exception handling: matching, else/finally, chaining, user exceptions.
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code

def risky(n):
    if n == 0:
        raise ValueError("zero")
    if n == 1:
        raise AppError(7, "app failed")
    return 10 // (n - 2)

for n in range(4):
    try:
        r = risky(n)
    except ValueError as e:
        print("value:", e, repr(e), e.args)
    except AppError as e:
        print("app:", e.code, e)
    except ZeroDivisionError:
        print("zero division")
    else:
        print("ok", r)
    finally:
        print("done", n)

def f():
    try:
        return "from try"
    finally:
        print("finally runs")
print(f())

try:
    try:
        {}["missing"]
    except KeyError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, e.__cause__)

try:
    int("abc")
except (TypeError, ValueError) as e:
    print("tuple match:", e)

with 5 as x:
    pass
