# An unparenthesized := is invalid syntax as an assigned value or a default.
for c in ['x = y := 0','x: int = y := 0','x += y := 1','x = a, b := 1','def f(a = b := 1): pass','def f(*, a = b := 1): pass', 'lambda a = b := 1: 0', 'x = (y := 0)', 'x = [y := 0]', 'def f(a = (b := 1)): pass', 'y0 = y1 := f(x)', 'x = y = (z := 1)', 'def f(a=1, *, b=(c := 2)): pass', 'x = f(y := 1)', 'x = a, (b := 1)']:
    try:
        compile(c, 's', 'exec')
        print(c, 'OK')
    except SyntaxError as e:
        print(c, '->', e.msg)
