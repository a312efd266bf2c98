# The SyntaxErrors of CPython 3.11's own f-string reading, through compile().
sources = [
    "f'{}'", "f'{ }'", "f'{!r}'", "f'{ :!}'", "f'{=}'", "f'{x!}'", "f'{x!z}'", "f'{3!ss}'",
    "f'{#}'", "f'{)}'", "f'{(}'", "f'{a[}'", "f'{\\n}'", "f'{\"a}'", "f'{lambda x:1}'",
    "f'{a b}'", "f'{*a}'", "f'{**a}'", "f'{x:{y:{z}}}'", "f'{x}}'", "f'{{}'", "f'{a!r' '}'",
    "f'{import x}'", "f'{a.}'", "f'{'", "f'}'", "fu''", "bf''", "rr''", "(**a)",
    "f'{x!r:{y!z}}'", "f'''{\n a b}'''",
    # valid ones
    "f'{x=}' f'{x = !s:>5}' f'{x!=2}' f'{ {1:2}[1] }' f'{x:{x}}' f'{x:{x}>3}'",
    "f'{3,}' f'{*a, 1}' rf'{1}\\N' if 0 else 1",
]
for source in sources:
    try:
        compile(source, "<test>", "eval")
        print(repr(source), "compiles")
    except SyntaxError as e:
        print(repr(source), e.msg)
x, a = 5, [1, 2]
print(f'{x=}', f'{x = !s:>5}', f'{x!=2}', f'{ {1:2}[1] }', f'{x:{x}}', f'{3,}', f'{*a, 1}')
