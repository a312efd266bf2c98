"""Prints CPython's `ast.parse` of each file in the structural format of
cfg/ast_dump.cpp (see there), so the two front ends can be compared line by
line. Usage: python3 tools/ast_dump.py FILE... (a `== FILE` header each)."""
import ast
import sys

SKIP_LISTS = (ast.stmt, ast.excepthandler, ast.match_case)


def tokens(node, out):
    if isinstance(node, ast.expr_context):
        return
    tag = type(node).__name__
    if isinstance(node, ast.Name):
        tag += ":" + node.id
    elif isinstance(node, ast.Attribute):
        tag += ":" + node.attr
    elif isinstance(node, ast.Constant):
        tag += ":" + type(node.value).__name__
    elif isinstance(node, ast.arg):
        tag += ":" + node.arg
    elif isinstance(node, ast.keyword):
        tag += ":" + (node.arg or "**")
    elif isinstance(node, ast.alias):
        tag += ":" + node.name + (":" + node.asname if node.asname else "")
    elif isinstance(node, ast.FormattedValue):
        tag += ":" + str(node.conversion)
    elif isinstance(node, (ast.MatchAs, ast.MatchStar)):
        tag += ":" + (node.name or "_")
    elif isinstance(node, ast.MatchMapping):
        tag += ":" + (node.rest or "")
    elif isinstance(node, ast.MatchClass):
        tag += ":" + ",".join(node.kwd_attrs)
    out.append(tag)
    for _, value in ast.iter_fields(node):
        if isinstance(value, list):
            for v in value:
                if v is None:
                    out.append("-")
                elif isinstance(v, ast.AST):
                    tokens(v, out)
        elif isinstance(value, ast.AST):
            tokens(value, out)


def head(node):
    tag = type(node).__name__
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        tag += ":" + node.name
    elif isinstance(node, ast.AnnAssign):
        tag += ":" + str(node.simple)
    elif isinstance(node, ast.ImportFrom):
        tag += ":" + (node.module or "") + ":" + str(node.level or 0)
    elif isinstance(node, (ast.Global, ast.Nonlocal)):
        tag += "".join(":" + n for n in node.names)
    elif isinstance(node, ast.ExceptHandler):
        tag += ":" + (node.name or "")
    return tag


def dump(node, depth, out, lines=True):
    toks = []
    children = []
    for _, value in ast.iter_fields(node):
        if isinstance(value, list) and value and isinstance(value[0], SKIP_LISTS):
            children.append(value)
        elif isinstance(value, list):
            for v in value:
                if v is None:
                    toks.append("-")
                elif isinstance(v, ast.AST):
                    tokens(v, toks)
        elif isinstance(value, ast.AST):
            tokens(value, toks)
    pos = " %d %d" % (node.lineno, node.end_lineno) if lines else ""
    out.append("%d %s%s |%s" % (depth, head(node), pos, "".join(" " + t for t in toks)))
    for group in children:
        for child in group:
            dump(child, depth + 1, out, not isinstance(child, ast.match_case))


def main(paths):
    for path in paths:
        print("== " + path)
        try:
            with open(path, "rb") as f:
                tree = ast.parse(f.read(), path)
        except (SyntaxError, ValueError) as e:
            print("!! %s: %s" % (type(e).__name__, e))
            continue
        out = []
        for s in tree.body:
            dump(s, 0, out)
        for line in out:
            print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
