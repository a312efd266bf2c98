# compile, exec, eval and locals in the caller's and in given namespaces.
x = 10
print(eval("x * 2"), eval(" [i for i in range(x) if i % 4 == 0]"))
exec("y = x + 1\ndef twice(v):\n    return 2 * v")
print(y, twice(y))
ns = {"a": 3}
exec("b = a * a", ns)
print(ns["b"], sorted(k for k in ns if k != "__builtins__"))


def f(p):
    q = p + 1
    return eval("p + q"), sorted(locals())


print(f(1))
code = compile("1 + 2", "<expr>", "eval")
print(eval(code), type(code).__name__)
exec(compile("if x:\n  x * 3\n", "<single>", "single"))
for src in ["1 +", "x := 1", "def f():\n  a\n b\n"]:
    try:
        exec(src)
    except SyntaxError as e:
        print(type(e).__name__)
exec("raise LookupError('from exec')")
