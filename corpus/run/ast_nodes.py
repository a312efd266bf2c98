# ast without parsing: the node classes (fields, positions, hierarchy), dump,
# walk, visitors and fix_missing_locations over a tree built by hand.
import ast
print(ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, ast.PyCF_ONLY_AST)
print(ast.BinOp._fields, ast.Name._attributes, ast.Add._fields, ast.Constant.__mro__[1].__name__)
n = ast.BinOp(ast.Name('x', ast.Load()), ast.Add(), ast.Constant(1))
print(ast.dump(n))
print(ast.dump(ast.Module(body=[ast.Expr(value=n)], type_ignores=[]), indent=2))
print([type(x).__name__ for x in ast.walk(n)])
class V(ast.NodeVisitor):
    def visit_Name(self, node):
        print('name', node.id)
V().visit(n)
m = ast.fix_missing_locations(ast.Expression(body=n))
print(n.lineno, n.col_offset, n.end_lineno)
print(isinstance(n, ast.expr), isinstance(n, ast.AST), ast.BinOp.__module__)
try:
    ast.BinOp(1, 2, 3, 4)
except TypeError as e:
    print(e)
import ast
inner = ast.Name('x', ast.Load())
outer = ast.BinOp(inner, ast.Add(), ast.Constant(1), lineno=3, col_offset=4, end_lineno=3, end_col_offset=9)
e = ast.Expression(body=outer)
ast.fix_missing_locations(e)
print(inner.lineno, inner.col_offset, inner.end_lineno, inner.end_col_offset, outer.right.lineno)
n = ast.Name('y', ast.Load(), lineno=5, col_offset=1, end_lineno=None, end_col_offset=None)
ast.fix_missing_locations(ast.Expression(body=n))
print(n.end_lineno, n.end_col_offset)
