# compile()/exec()/eval() SyntaxErrors: str() and args as CPython's; an
# uncaught one is printed with its line and caret; compile-time warnings of
# exec'd code, and a filter that makes them errors.
import warnings
for src, mode in [("1 +", "eval"), ("x = (", "exec"), ("  x = 1", "exec")]:
    try:
        compile(src, "<probe>", mode)
    except SyntaxError as e:
        print(type(e).__name__, str(e), e.lineno, e.filename, repr(e.msg))
e = SyntaxError("m", ("/a/b/f.py", 3, 1, "x", 3, 2))
print(str(e), e.filename, e.lineno, e.offset, e.text)
e = SyntaxError("m")
e.filename = "q/z.py"
print(str(e))
e.lineno = 4
print(str(e))
print(str(SyntaxError()))
exec("y = 1\nprint(y is 1)")
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        compile("x = 1\nx is 'a'", "w.py", "exec")
    except SyntaxError as e:
        print("error:", e)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    compile("x is 2", "w.py", "exec")
eval("(1, 2)")
exec("z = (")
