# ast.parse of expressions and statements, with CPython's node classes,
# fields and positions; literal_eval over it;
# the SyntaxError of a text that does not parse.
import ast

sources = [
    "x + y * 2",
    "a[1:2, ::3]",
    "f(1, *args, key=v, **kw)",
    "[i for i in range(3) if i]",
    "{k: v for k, v in d.items()}",
    "lambda a, b=1, *c, d, e=2, **f: a",
    "not a and b or c",
    "x if y else z",
    "f'{value!r:>{width}} done'",
    "(yield)",
    "a < b <= c is not d",
    "-x ** 2",
    "{1, 2}",
    "{'a': 1, **rest}",
    "obj.attr.method()",
    "b'bytes' + u'text'",
    "(a := 10)",
    "1_000_000 + 0x10 + 1.5e3 + 2j",
    "...",
]
for s in sources:
    print(ast.dump(ast.parse(s, mode='eval')))
tree = ast.parse("x = 1\ny += f(x)\ndel y\npass\nprint(x)\n")
print(ast.dump(tree, include_attributes=True))
compound = """
@decorator
async def f(a: int = 1, /, *, b) -> str:
    x: int = 2
    return a
class C(B, metaclass=M):
    pass
for i in x:
    continue
else:
    break
while not done:
    nonlocal n
import a.b as c, e
from . import d
from .. mod import (g as h)
try:
    pass
except E as err:
    raise Other from err
except:
    assert x, 'msg'
else:
    pass
finally:
    pass
with a as b, c:
    global g
if x:
    pass
elif y:
    pass
"""
print(ast.dump(ast.parse(compound), indent=1))
node = tree.body[1].value
print(type(node).__name__, node.lineno, node.col_offset, node.end_lineno, node.end_col_offset)
print(ast.parse("a + b").body[0].value.op is ast.parse("c + d").body[0].value.op)
print([type(n).__name__ for n in ast.walk(ast.parse("a[b](c)", mode='eval'))])

for text in ["[1, 2.5, 'x', b'y', None, True]", "{'a': (1, -2)}", "set()", "-3 + 4j",
             "  {1, 2}"]:
    print(repr(ast.literal_eval(text)))
for text in ["f(x)", "a + b", "[1, x]"]:
    try:
        ast.literal_eval(text)
    except ValueError as e:
        print('ValueError', str(e).split(':')[0])
for bad in ["x +", "(1, 2"]:
    try:
        ast.parse(bad)
    except SyntaxError as e:
        print('SyntaxError', e.msg, e.lineno)
